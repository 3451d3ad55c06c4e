#include "database/export/ResultsFileWriter.h"

#include "core/export/ResultsCsv.h"
#include "database/export/ResultsXlsxWriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryFile>

#include <filesystem>
#include <system_error>

namespace acceldecide::db {

namespace {

DatabaseError failure(const QString &path, const QString &reason)
{
    return DatabaseError{
        {},
        {},
        {},
        QCoreApplication::translate("ResultsFileWriter", "cannot write %1: %2").arg(path, reason)};
}

// Empty on success, else why not.
QString writeCsv(const ResultsWorkbook &workbook, QFile &file)
{
    const std::string text = ResultsCsv::format(workbook);
    const qint64 size = static_cast<qint64>(text.size());
    if (file.write(text.data(), size) != size || !file.flush())
        return file.errorString();
    return {};
}

} // namespace

std::optional<ResultsFileWriter::Format> ResultsFileWriter::formatFor(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("csv"))
        return Format::Csv;
    if (suffix == QLatin1String("xlsx"))
        return Format::Xlsx;
    return std::nullopt;
}

DatabaseStatus ResultsFileWriter::checkPath(const QString &path)
{
    if (formatFor(path))
        return {};
    const QString suffix = QFileInfo(path).suffix();
    return DatabaseError{
        {},
        {},
        {},
        suffix.isEmpty()
            ? QCoreApplication::translate("ResultsFileWriter",
                                          "%1: no file extension; use .csv or .xlsx")
                  .arg(path)
            : QCoreApplication::translate("ResultsFileWriter",
                                          "%1: unknown extension \".%2\"; use .csv or .xlsx")
                  .arg(path, suffix)};
}

DatabaseStatus ResultsFileWriter::write(const ResultsWorkbook &workbook, const QString &path)
{
    if (DatabaseStatus problem = checkPath(path); !problem)
        return problem;
    const QFileInfo target(path);
    const QDir directory = target.absoluteDir();
    if (!directory.exists())
        return failure(path, QCoreApplication::translate("ResultsFileWriter",
                                                         "the directory %1 does not exist")
                                 .arg(QDir::toNativeSeparators(directory.absolutePath())));
    if (target.isDir())
        return failure(path, QCoreApplication::translate("ResultsFileWriter", "it is a directory"));

    // Same directory, so the final rename cannot cross file systems. Removed by its
    // destructor on every failure path.
    QTemporaryFile temporary(
        directory.filePath(QStringLiteral(".%1.XXXXXX.part").arg(target.fileName())));
    if (!temporary.open())
        return failure(path, temporary.errorString());
    // Keep an existing file's permissions; a new one gets the usual rw-r--r-- rather than
    // the temporary file's private rw-------.
    temporary.setPermissions(target.exists() ? target.permissions()
                                             : QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                   QFileDevice::ReadGroup | QFileDevice::ReadOther);

    if (*formatFor(path) == Format::Csv) {
        if (const QString problem = writeCsv(workbook, temporary); !problem.isEmpty())
            return failure(path, problem);
        temporary.close();
    } else {
        temporary.close(); // libxlsxwriter writes the file by name
        if (DatabaseStatus problem = ResultsXlsxWriter::write(workbook, temporary.fileName());
            !problem)
            return failure(path, problem.error().message);
    }

    // rename(2) replaces the target atomically: readers see the old file or the new one.
    std::error_code error;
    std::filesystem::rename(
        std::filesystem::path(QFile::encodeName(temporary.fileName()).toStdString()),
        std::filesystem::path(QFile::encodeName(target.absoluteFilePath()).toStdString()), error);
    if (error)
        return failure(path, QString::fromStdString(error.message()));
    temporary.setAutoRemove(false); // it is the target now
    return {};
}

} // namespace acceldecide::db
