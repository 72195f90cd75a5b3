#pragma once

// A full disk for code that opens its own SQLite connections (the CLI run in-process): while one
// of these exists it is SQLite's default VFS, passing everything to the system's own VFS except a
// write that would make a file longer, which fails with SQLITE_FULL as on a full disk. Writes
// inside a file's present length still go through, as they do on a full disk. Connections opened
// while it exists must be closed before it goes.
#include <sqlite3.h>

#include <cstring>

namespace sw::test {

class DiskFullVfs
{
public:
    DiskFullVfs()
    {
        s_base = sqlite3_vfs_find(nullptr);
        m_vfs = *s_base;
        m_vfs.zName = "sheetwright-disk-full";
        m_vfs.szOsFile = int(sizeof(File)) + s_base->szOsFile;
        m_vfs.pNext = nullptr;
        m_vfs.xOpen = &open;
        sqlite3_vfs_register(&m_vfs, 1);
    }
    ~DiskFullVfs() { sqlite3_vfs_unregister(&m_vfs); }
    DiskFullVfs(const DiskFullVfs &) = delete;
    DiskFullVfs &operator=(const DiskFullVfs &) = delete;

private:
    // Our file, with the system VFS's own file right behind it.
    struct File
    {
        sqlite3_file base;
        sqlite3_file *real;
    };

    static sqlite3_file *real(sqlite3_file *f) { return reinterpret_cast<File *>(f)->real; }

    static int open(sqlite3_vfs *, sqlite3_filename name, sqlite3_file *file, int flags, int *outFlags)
    {
        auto *ours = reinterpret_cast<File *>(file);
        std::memset(ours, 0, sizeof(File));
        ours->real = reinterpret_cast<sqlite3_file *>(ours + 1);
        const int rc = s_base->xOpen(s_base, name, ours->real, flags, outFlags);
        if (ours->real->pMethods) {
            s_methods = *ours->real->pMethods;
            s_methods.xClose = &close;
            s_methods.xWrite = &write;
            s_methods.xRead = &read;
            s_methods.xTruncate = &truncate;
            s_methods.xSync = &sync;
            s_methods.xFileSize = &fileSize;
            s_methods.xLock = &lock;
            s_methods.xUnlock = &unlock;
            s_methods.xCheckReservedLock = &checkReservedLock;
            s_methods.xFileControl = &fileControl;
            s_methods.xSectorSize = &sectorSize;
            s_methods.xDeviceCharacteristics = &deviceCharacteristics;
            s_methods.xShmMap = s_methods.iVersion >= 2 ? &shmMap : nullptr;
            s_methods.xShmLock = s_methods.iVersion >= 2 ? &shmLock : nullptr;
            s_methods.xShmBarrier = s_methods.iVersion >= 2 ? &shmBarrier : nullptr;
            s_methods.xShmUnmap = s_methods.iVersion >= 2 ? &shmUnmap : nullptr;
            s_methods.xFetch = s_methods.iVersion >= 3 ? &fetch : nullptr;
            s_methods.xUnfetch = s_methods.iVersion >= 3 ? &unfetch : nullptr;
            ours->base.pMethods = &s_methods;
        }
        return rc;
    }

    static int write(sqlite3_file *f, const void *data, int amount, sqlite3_int64 offset)
    {
        sqlite3_int64 size = 0;
        if (real(f)->pMethods->xFileSize(real(f), &size) == SQLITE_OK && offset + amount > size)
            return SQLITE_FULL;
        return real(f)->pMethods->xWrite(real(f), data, amount, offset);
    }
    static int close(sqlite3_file *f) { return real(f)->pMethods->xClose(real(f)); }
    static int read(sqlite3_file *f, void *data, int amount, sqlite3_int64 offset)
    {
        return real(f)->pMethods->xRead(real(f), data, amount, offset);
    }
    static int truncate(sqlite3_file *f, sqlite3_int64 size) { return real(f)->pMethods->xTruncate(real(f), size); }
    static int sync(sqlite3_file *f, int flags) { return real(f)->pMethods->xSync(real(f), flags); }
    static int fileSize(sqlite3_file *f, sqlite3_int64 *size) { return real(f)->pMethods->xFileSize(real(f), size); }
    static int lock(sqlite3_file *f, int level) { return real(f)->pMethods->xLock(real(f), level); }
    static int unlock(sqlite3_file *f, int level) { return real(f)->pMethods->xUnlock(real(f), level); }
    static int checkReservedLock(sqlite3_file *f, int *out) { return real(f)->pMethods->xCheckReservedLock(real(f), out); }
    static int fileControl(sqlite3_file *f, int op, void *arg) { return real(f)->pMethods->xFileControl(real(f), op, arg); }
    static int sectorSize(sqlite3_file *f) { return real(f)->pMethods->xSectorSize(real(f)); }
    static int deviceCharacteristics(sqlite3_file *f) { return real(f)->pMethods->xDeviceCharacteristics(real(f)); }
    static int shmMap(sqlite3_file *f, int page, int size, int extend, void volatile **out)
    {
        return real(f)->pMethods->xShmMap(real(f), page, size, extend, out);
    }
    static int shmLock(sqlite3_file *f, int offset, int n, int flags) { return real(f)->pMethods->xShmLock(real(f), offset, n, flags); }
    static void shmBarrier(sqlite3_file *f) { real(f)->pMethods->xShmBarrier(real(f)); }
    static int shmUnmap(sqlite3_file *f, int deleteFlag) { return real(f)->pMethods->xShmUnmap(real(f), deleteFlag); }
    static int fetch(sqlite3_file *f, sqlite3_int64 offset, int amount, void **out)
    {
        return real(f)->pMethods->xFetch(real(f), offset, amount, out);
    }
    static int unfetch(sqlite3_file *f, sqlite3_int64 offset, void *p) { return real(f)->pMethods->xUnfetch(real(f), offset, p); }

    sqlite3_vfs m_vfs{};
    static inline sqlite3_vfs *s_base = nullptr;
    static inline sqlite3_io_methods s_methods{};
};

} // namespace sw::test
