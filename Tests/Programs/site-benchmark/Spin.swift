@testable import site_benchmark

/// Keeps this thread busy until it has spent `cpuSeconds` of CPU: however loaded the machine, the
/// work is there to be counted.
func spin(cpuSeconds: Double) {
    let start = OwnCPU.seconds()
    var turns = 0
    while OwnCPU.seconds() - start < cpuSeconds { turns &+= 1 }
}
