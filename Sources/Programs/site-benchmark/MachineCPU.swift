import Foundation

/// The busy CPU time of the whole machine since it started, from the first line of `/proc/stat`.
struct MachineCPU: Equatable {
    let busySeconds: Double

    static func read() -> MachineCPU? {
        guard let stat = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
              let line = stat.split(separator: "\n").first
        else { return nil }
        return MachineCPU(statLine: line, ticksPerSecond: Double(sysconf(Int32(_SC_CLK_TCK))))
    }

    /// `cpu  user nice system idle iowait irq softirq steal guest guest_nice`, in ticks: everything
    /// but idle and iowait is busy (guest time is already inside user).
    init?(statLine: Substring, ticksPerSecond: Double) {
        let fields = statLine.split(separator: " ")
        guard fields.first == "cpu", fields.count >= 9, ticksPerSecond > 0 else { return nil }
        let ticks = fields[1...8].compactMap { Double($0) }
        guard ticks.count == 8 else { return nil }
        let (user, nice, system, irq, softirq, steal) = (ticks[0], ticks[1], ticks[2], ticks[5], ticks[6], ticks[7])
        busySeconds = (user + nice + system + irq + softirq + steal) / ticksPerSecond
    }
}
