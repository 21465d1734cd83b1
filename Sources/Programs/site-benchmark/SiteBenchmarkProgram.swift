import SiteInfrastructure

/// The program: the heap's growth set first, before anything allocates on other threads, as
/// build-site sets it, then the command.
@main
enum SiteBenchmarkProgram {
    static func main() async {
        HeapGrowth.inLargeSteps()
        await SiteBenchmark.main()
    }
}
