@testable import site_benchmark
import XCTest

/// The children print one line each; the benchmark reads it back.
final class BenchmarkSampleLineTests: XCTestCase {
    func test_buildSampleInitLine_withTheLineItPrints_givesTheSameSample() {
        let sample = BenchmarkBuild.Sample(
            load: MachineLoad(seconds: 3.5, ownCPUSeconds: 5.25, otherCores: 0.125), searchSeconds: 2.25, searchPages: 1003,
            peakKilobytes: 61_000, childPeakKilobytes: 700_000
        )

        XCTAssertEqual(BenchmarkBuild.Sample(line: sample.line + "\n"), sample)
    }

    func test_buildSampleInitLine_withoutSearchOrLoad_givesTheSameSample() {
        let sample = BenchmarkBuild.Sample(
            load: MachineLoad(seconds: 1.5, ownCPUSeconds: 2.5, otherCores: nil), searchSeconds: nil, searchPages: nil,
            peakKilobytes: 61_000, childPeakKilobytes: 0
        )

        XCTAssertEqual(BenchmarkBuild.Sample(line: sample.line), sample)
        XCTAssertEqual(sample.seconds, 1.5)
    }

    func test_buildSampleInitLine_withAnotherProgramsOutput_isNil() {
        XCTAssertNil(BenchmarkBuild.Sample(line: "error: la compilación falló"))
    }

    func test_pagefindAloneSampleInitLine_withTheLineItPrints_givesTheSameSample() {
        let sample = PagefindAlone.Sample(seconds: 9.5, pages: 1001, peakKilobytes: 700_000)

        XCTAssertEqual(PagefindAlone.Sample(line: sample.line), sample)
        XCTAssertNil(PagefindAlone.Sample(line: "Pagefind falló"))
    }
}
