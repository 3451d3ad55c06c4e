#pragma once

#include "core/model/Expected.h"
#include "core/performance/MeasurementFile.h"
#include "database/connection/CatalogDatabase.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace acceldecide::db {

// The benchmark result files a team brings in (core's MeasurementFileReader reads each).
enum class MeasurementFormat
{
    VllmBench,     // `vllm bench serve --save-result`
    TrtllmBench,   // `trtllm-bench throughput --report_json`
    LlmPerf,       // LLMPerf's `*_summary.json`
    BenchmarksCsv, // the columns of resources/performance/measurements-*.csv, setup row by row
};

// What an import did. rowsRead = rowsImported + rowsAlreadyPresent.
struct MeasurementImportReport
{
    QString fileName;
    QString fileSha256;      // lower-case hex
    qint64 rowsRead = 0;     // measurements the file holds
    qint64 rowsImported = 0; // written now
    qint64 rowsAlreadyPresent = 0;
    // When every row was already present: when this file was imported before (ISO 8601 UTC,
    // or empty when those rows came from another file or the catalog editor).
    QString importedBefore;

    // "3 measurements read: 3 imported, 0 already present." and the like.
    QString summary() const;
};

// Why an import wrote nothing.
struct MeasurementImportError
{
    // True: the file or its setup was refused (the user's to mend, every problem listed,
    // each naming its field and value); false: the catalog failed (a database error).
    bool refused = true;
    DatabaseError error;
};

using MeasurementImportResult = Expected<MeasurementImportReport, MeasurementImportError>;

// A team's own benchmark result file into the measurements table, whole or not at all:
// core's reader turns it into measurements (refused with the reader's errors, naming the
// line or field and the value), each accelerator and model must be one the performance
// catalog and the catalog's models table know, and every row is written in one
// transaction. A measurement already there (the same file imported again) is counted as
// already present, not written twice; one whose id is there with another figure refuses
// the import, naming both. Text from the file and the setup reaches SQL only as bound values.
class MeasurementImporter
{
    Q_DECLARE_TR_FUNCTIONS(MeasurementImporter)

public:
    // "vllm-bench", "trtllm-bench", "llmperf", "benchmarks-csv": the CLI's --format names.
    static std::optional<MeasurementFormat> formatNamed(const QString &name);
    static QString nameOf(MeasurementFormat format);
    static QStringList formatNames();
    // A tool's file needs the setup it does not state; the CSV states its own per row.
    static bool needsSetup(MeasurementFormat format);

    // Reads the file at `path`. An empty setup source becomes the file's path, an empty
    // measured date the day the file was last modified (UTC).
    static MeasurementImportResult importFile(CatalogDatabase &catalog, MeasurementFormat format,
                                              const QString &path,
                                              performance::MeasuredSetup setup);
    // The same from the file's bytes, `fileName` naming it in the report and in errors.
    static MeasurementImportResult importText(CatalogDatabase &catalog, MeasurementFormat format,
                                              const QString &fileName, const QByteArray &text,
                                              const performance::MeasuredSetup &setup);
};

} // namespace acceldecide::db
