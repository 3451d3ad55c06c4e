#pragma once

#include "core/decision/DecisionRecord.h"
#include "database/connection/CatalogDatabase.h"
#include "database/connection/DatabaseError.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace acceldecide::db {

// A decision record as a list shows it: everything but the scenario and the PDF, and
// the newer record that replaces it, if any.
struct DecisionSummary
{
    DecisionRecord record; // scenarioJson and reportPdf left empty
    std::optional<qint64> supersededBy;
};

// Decision records in the catalog's `decisions` table. There is deliberately no way to
// change one: record() inserts, and a trigger refuses any UPDATE that reaches the table
// from elsewhere. A later record supersedes an earlier one, which stays readable.
class DecisionRepository
{
public:
    explicit DecisionRepository(CatalogDatabase &catalog) : m_catalog(catalog) {}

    // Checks the record (DecisionRecordRules, against the options of its scenario JSON;
    // a superseded id must exist and not be superseded already), stamps who recorded it
    // and when, hashes the PDF and inserts it in one transaction. Returns the new id.
    // Errors name the field and the value that was refused.
    DatabaseResult<qint64> record(const DecisionRecord &decision);
    // The whole record, scenario and PDF included; an error naming the id when missing.
    DatabaseResult<DecisionRecord> load(qint64 id);
    // Every record, newest decision first (then newest id).
    DatabaseResult<std::vector<DecisionSummary>> list();

    // Lower-case hex SHA-256 of `bytes`, as report_sha256 holds it.
    static QString sha256Hex(const QByteArray &bytes);
    // Whether a loaded record's PDF still has the hash recorded with it.
    static bool reportIntact(const DecisionRecord &decision);

private:
    DatabaseStatus checkSupersedes(qint64 older);

    CatalogDatabase &m_catalog;
};

} // namespace acceldecide::db
