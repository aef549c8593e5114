import Foundation

/// An exclusive, non-blocking flock on the output folder itself: no lock file to leave behind in the
/// committed folder, the same lock whichever path (or symbolic link) names the folder, and the kernel
/// releases it if the process dies, so a killed run never leaves a stale lock.
struct Lock {
    private let descriptor: Int32

    /// Locks an existing folder.
    init(folder path: String) throws(OutputError) {
        descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .io("cannot open \(path) to lock it: \(String(cString: strerror(errno)))") }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw .locked(path)
        }
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
