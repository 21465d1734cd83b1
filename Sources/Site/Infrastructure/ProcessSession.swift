import Foundation

/// The processes of one session: a command `CommandRunner` starts leads a session of its own, and
/// everything it starts stays in it (a new process group, as `swift test` gives the test binary,
/// does not leave the session), so ending the session ends the whole tree, orphans included.
///
/// On Linux the session's members are read from `/proc`; elsewhere only the command's process
/// group is reached (the runner's teardown).
struct ProcessSession {
    /// The session's id: the pid of the command that leads it.
    let leader: pid_t

    /// Kills every process still in the session. A process that started a session of its own
    /// (`setsid`) has left it, and is beyond reach without a PID namespace (bubblewrap's).
    func killAll() {
        #if os(Linux)
        // Until none is left: a member may start another between the reading and the killing.
        for _ in 0..<8 {
            let members = Self.members(of: leader)
            if members.isEmpty { return }
            for member in members { kill(member, SIGKILL) }
        }
        #endif
    }

    #if os(Linux)
    /// Every pid whose `/proc/PID/stat` names `session` (its sixth field).
    static func members(of session: pid_t) -> [pid_t] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return entries.compactMap { entry -> pid_t? in
            guard let pid = pid_t(entry), pid != getpid(), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8) else { return nil }
            // "PID (COMMAND) STATE PPID PGRP SESSION …": the command may hold spaces and parentheses, so count from the last ')'.
            guard let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            // A zombie is already dead: only its parent can reap it.
            guard fields.count > 3, fields[0] != "Z", pid_t(fields[3]) == session else { return nil }
            return pid
        }
    }
    #endif
}
