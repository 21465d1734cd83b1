import Foundation
import SiteInfrastructure
import TestSupport
import XCTest

final class FileBytesTests: XCTestCase {
    func test_createFolder_newOrAlreadyThere_leavesAFolder() throws {
        let folder = try makeTemporaryFolder()
        let path = folder.location("nueva").path

        try FileBytes.createFolder(path)
        try FileBytes.createFolder(path)

        var isFolder: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue)
    }

    func test_createFolder_fileInTheWay_throwsTheSystemsReason() throws {
        let folder = try makeTemporaryFolder()
        let file = try folder.write("no soy una carpeta", to: "archivo")

        let error = errorThrown { try FileBytes.createFolder(file.path) } as? FileBytes.Failure

        XCTAssertEqual(error?.reason, String(cString: strerror(EEXIST)))
    }

    func test_createFolder_parentMissing_throwsTheSystemsReason() throws {
        let folder = try makeTemporaryFolder()

        let error = errorThrown { try FileBytes.createFolder(folder.location("falta/nueva").path) } as? FileBytes.Failure

        XCTAssertEqual(error?.reason, String(cString: strerror(ENOENT)))
        XCTAssertFalse(folder.exists("falta"))
    }

    func test_read_fileLargerThanOneRead_returnsEveryByte() throws {
        let folder = try makeTemporaryFolder()
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let file = try folder.write(Data(bytes), to: "grande.bin")

        let read = try FileBytes.read(file.path)

        XCTAssertEqual(read, bytes)
    }

    func test_read_emptyFile_returnsNoBytes() throws {
        let folder = try makeTemporaryFolder()
        let file = try folder.write(Data(), to: "vacio.bin")

        let read = try FileBytes.read(file.path)

        XCTAssertEqual(read, [])
    }

    func test_read_fileOverTheLimit_throwsTooLargeWithoutReadingIt() throws {
        let folder = try makeTemporaryFolder()
        let file = try folder.write("0123456789", to: "diez.txt")

        let error = errorThrown { _ = try FileBytes.read(file.path, limit: 9) } as? FileBytes.Failure

        XCTAssertEqual(error?.isTooLarge, true)
    }

    func test_read_fileExactlyAtTheLimit_returnsIt() throws {
        let folder = try makeTemporaryFolder()
        let file = try folder.write("0123456789", to: "diez.txt")

        let read = try FileBytes.read(file.path, limit: 10)

        XCTAssertEqual(read, Array("0123456789".utf8))
    }

    func test_read_missingFile_throwsTheSystemsReason() throws {
        let folder = try makeTemporaryFolder()

        let error = errorThrown { _ = try FileBytes.read(folder.location("no-existe.md").path) } as? FileBytes.Failure

        XCTAssertEqual(error?.isTooLarge, false)
        XCTAssertEqual(error?.reason.isEmpty, false)
    }

    func test_write_existingFile_replacesItsContents() throws {
        let folder = try makeTemporaryFolder()
        let file = try folder.write("un texto anterior y más largo", to: "pagina.html")

        try FileBytes.write("<p>ñandú 🎉</p>", to: file.path)

        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "<p>ñandú 🎉</p>")
    }

    func test_write_intoMissingFolder_throwsTheSystemsReason() throws {
        let folder = try makeTemporaryFolder()

        let error = errorThrown { try FileBytes.write("texto", to: folder.location("no-existe/pagina.html").path) } as? FileBytes.Failure

        XCTAssertEqual(error?.isTooLarge, false)
        XCTAssertEqual(error?.reason.isEmpty, false)
    }

    func test_createUnnamed_inAFolder_leavesNoEntryAndIsNotInheritedByCommands() throws {
        let folder = try makeTemporaryFolder()

        let descriptor = try FileBytes.createUnnamed(in: folder.url.path)
        defer { close(descriptor) }

        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), [])
        XCTAssertNotEqual(fcntl(descriptor, F_GETFD) & FD_CLOEXEC, 0, "close-on-exec")
    }

    func test_createUnnamed_writtenAtAnOffset_readsTheBytesBack() throws {
        let folder = try makeTemporaryFolder()
        let descriptor = try FileBytes.createUnnamed(in: folder.url.path)
        defer { close(descriptor) }

        let text = Array("ñandú".utf8)

        try text.withUnsafeBytes { bytes in try Result { () throws(FileBytes.Failure) in try FileBytes.write(bytes, to: descriptor, at: 10) }.get() }

        XCTAssertEqual(try FileBytes.read(text.count, from: descriptor, at: 10), text)
    }

    func test_createUnnamed_inAMissingFolder_throwsTheSystemsReason() throws {
        let folder = try makeTemporaryFolder()

        let error = errorThrown { _ = try FileBytes.createUnnamed(in: folder.location("no-existe").path) } as? FileBytes.Failure

        XCTAssertEqual(error?.reason.isEmpty, false)
    }
}
