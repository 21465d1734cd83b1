import Foundation

/// How busy the rest of the machine was while one run was timed: the busy CPU time of every
/// process (Linux's `/proc/stat`, the hypervisor's steal included) less the run's own, over its
/// wall time, in cores. A host slowed down under the virtual machine beyond its steal time does not
/// show here, only in the run's own CPU time.
///
/// The build works on both cores and the baseline on one, so another process's work slows the
/// build more than the baseline and raises their ratio: on this project's 2-core machine, one
/// busy loop beside the benchmark took the ratio from about 1.7 to 2.8–3.2. Printing this load beside
/// the ratio tells a run on a busy machine from a slower build.
struct MachineLoad: Equatable {
    /// The run's wall seconds.
    let seconds: Double
    /// The run's own CPU seconds (its threads and the processes it waited for).
    let ownCPUSeconds: Double
    /// Cores kept busy by everything else, on average; nil where `/proc/stat` cannot be read.
    let otherCores: Double?

    /// Times `body`, reading the machine's and this process's CPU time before and after.
    static func measure(_ body: () async throws -> Void) async rethrows -> MachineLoad {
        let machineBefore = MachineCPU.read()
        let ownBefore = OwnCPU.seconds()
        let started = ContinuousClock.now
        try await body()
        let seconds = (ContinuousClock.now - started) / .seconds(1)
        let own = OwnCPU.seconds() - ownBefore
        let machineAfter = MachineCPU.read()
        guard let machineBefore, let machineAfter else { return MachineLoad(seconds: seconds, ownCPUSeconds: own, otherCores: nil) }
        let machineBusy = machineAfter.busySeconds - machineBefore.busySeconds
        return MachineLoad(seconds: seconds, ownCPUSeconds: own, otherCores: otherCores(machineBusy: machineBusy, own: own, seconds: seconds))
    }

    /// The machine's busy CPU seconds less the run's own, per wall second. Never below zero: the
    /// kernel counts the machine's time in 10 ms units and the run's in microseconds, so a quiet
    /// machine can read slightly less than the run's own time.
    static func otherCores(machineBusy: Double, own: Double, seconds: Double) -> Double {
        guard seconds > 0 else { return 0 }
        return max(0, machineBusy - own) / seconds
    }
}
