/// The lines printed under each size's ratio: the builds' own CPU time, and how busy the rest of
/// the machine was during the builds and during the baselines, with a warning past
/// `busyMachineCores`. A ratio measured beside other work is a ratio of that work too.
struct LoadReport {
    let builds: [MachineLoad]
    let baselines: [MachineLoad]

    /// Other processes' load, in cores, above which a run is flagged. A free machine read up to
    /// 0.15 beside the benchmark here (the kernel's tick rounding over quarter-second baselines,
    /// and its own housekeeping); one busy loop reads 1.
    static let busyMachineCores = 0.25

    var lines: [String] {
        let cpu = Self.median(builds.map(\.ownCPUSeconds))
        // The median CPU time over the median wall time: the cores a typical build kept busy.
        var lines = [String(format: "CPU de la compilación: mediana %.2f s (%.1f núcleos de media)", cpu, cpu / Self.median(builds.map(\.seconds)))]
        let during = (builds: builds.compactMap(\.otherCores), baselines: baselines.compactMap(\.otherCores))
        guard let busiest = (during.builds + during.baselines).max(), !during.builds.isEmpty, !during.baselines.isEmpty else { return lines }
        lines.append(String(
            format: "otros procesos: mediana %.2f núcleos durante las compilaciones, %.2f durante cmark-gfm solo (máx. %.2f)",
            Self.median(during.builds), Self.median(during.baselines), busiest
        ))
        if busiest > Self.busyMachineCores {
            lines.append(String(format: "⚠ la máquina no estaba libre (otros procesos ocuparon hasta %.2f núcleos): la compilación usa los dos núcleos y cmark-gfm solo uno, así que la razón sube; repita la medida con la máquina libre", busiest))
        }
        return lines
    }

    private static func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }
}
