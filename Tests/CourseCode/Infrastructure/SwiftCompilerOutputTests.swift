@testable import CourseCodeInfrastructure
import CourseCodeCore
import Foundation
import TestSupport
import XCTest

final class SwiftCompilerOutputTests: XCTestCase {
    func test_diagnostics_ofCapturedBuildOutput_nameEachErrorByItsCourseFileLineAndColumn() {
        let sut = makeSUT()

        let diagnostics = sut.diagnostics(in: Self.capturedBuild)

        XCTAssertEqual(diagnostics, [
            CompilerDiagnostic(file: courseFilePath("StackMyArchitecture/Features/Login/Infrastructure/HTTPClient.swift"), line: 2, column: 29, severity: .error, message: "cannot find type 'URLRequest' in scope"),
            CompilerDiagnostic(file: courseFilePath("StackMyArchitectureTests/Features/Login/RemoteTests.swift"), line: 7, column: 55, severity: .error, message: "instance method 'decode(_:from:)' requires that 'AuthRequest' conform to 'Decodable'"),
            CompilerDiagnostic(file: courseFilePath("StackMyArchitecture/A.swift"), line: 3, column: 9, severity: .warning, message: "variable 'x' was never used"),
        ])
    }

    func test_diagnostics_ofAFileOutsideThePackageOrTheLinker_haveNoCourseFile() {
        let sut = makeSUT()

        let diagnostics = sut.diagnostics(in: """
            /elsewhere/Other.swift:1:1: error: expected declaration
            error: link command failed with exit code 1 (use -v to see invocation)
            /usr/bin/ld.gold: error: undefined reference to 'x'
            """)

        XCTAssertEqual(diagnostics, [
            CompilerDiagnostic(file: nil, line: 1, column: 1, severity: .error, message: "expected declaration"),
            CompilerDiagnostic(file: nil, line: nil, severity: .error, message: "undefined reference to 'x'"),
        ])
    }

    // MARK: - Helpers

    private func makeSUT() -> SwiftCompilerOutput {
        SwiftCompilerOutput(layout: PackageLayout(folder: URL(fileURLWithPath: "/cache/code"), module: "StackMyArchitecture"))
    }

    /// `swift build` on Swift 6.3, Linux: each diagnostic, then the source excerpt the compiler draws under it.
    private static let capturedBuild = """
        Building for debugging...
        [6/17] Compiling StackMyArchitecture HTTPClient.swift
        /cache/code/Sources/StackMyArchitecture/StackMyArchitecture/Features/Login/Infrastructure/HTTPClient.swift:2:29: error: cannot find type 'URLRequest' in scope
        1 | protocol HTTPClient: Sendable {
        2 |     func execute(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
          |                             `- error: cannot find type 'URLRequest' in scope
        3 | }
        4 |\u{20}
        /cache/code/Tests/StackMyArchitectureTests/StackMyArchitectureTests/Features/Login/RemoteTests.swift:7:55: error: instance method 'decode(_:from:)' requires that 'AuthRequest' conform to 'Decodable'
          |                                                       `- error: instance method 'decode(_:from:)' requires that 'AuthRequest' conform to 'Decodable'
        /cache/code/Sources/StackMyArchitecture/StackMyArchitecture/A.swift:3:9: warning: variable 'x' was never used
        error: emit-module command failed with exit code 1 (use -v to see invocation)
        """
}
