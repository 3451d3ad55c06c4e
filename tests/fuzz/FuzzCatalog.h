#pragma once

// What the catalog fuzz targets share: Qt's application object, one in-memory catalog
// reused across executions, and the checks every import must pass.

#include "database/connection/CatalogDatabase.h"
#include "database/import/ImportReport.h"

#include <QString>

#include <utility>
#include <vector>

namespace acceldecide::fuzz {

// Creates the QCoreApplication Qt SQL needs for its driver plugins; call once, from
// LLVMFuzzerInitialize.
void initializeQt();

// The shared catalog: in memory, seeded with the shipped seed data (imported rows then
// meet real instance types and sources, which reaches deeper code). Every
// `kReopenEvery` calls it is checked (integrity, foreign keys) and replaced by a fresh
// one, so imports cannot grow it without bound. Opening it again costs a few ms.
db::CatalogDatabase &catalog();

// Rows per catalog table (catalog_meta included), in one query.
using TableCounts = std::vector<std::pair<QString, qint64>>;
TableCounts tableCounts(db::CatalogDatabase &catalog);
qint64 rowsAdded(const TableCounts &before, const TableCounts &after);
QString describe(const TableCounts &before, const TableCounts &after);

// PRAGMA integrity_check says "ok" and PRAGMA foreign_key_check finds nothing.
void checkCatalog(db::CatalogDatabase &catalog);

// No REAL column of the catalog holds an infinity. Cheap (small tables): after every
// committed import.
void checkNumbers(db::CatalogDatabase &catalog);

// Counts that every report must keep: none negative, every row read accounted for
// (imported + skipped + rejected), the listed rejections capped at 100; a refused or
// cancelled import wrote nothing (`before` == `after`).
void checkReport(const db::ImportReport &report, const TableCounts &before,
                 const TableCounts &after);

QString describe(const db::ImportReport &report);

// ACCELDECIDE_FUZZ_VERBOSE=1: print every report (for looking at what a corpus does).
bool verbose();

} // namespace acceldecide::fuzz
