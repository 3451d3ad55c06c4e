#pragma once

#include "core/model/Scenario.h"
#include "database/catalog/RowAudit.h"
#include "database/catalog/RowHistory.h"
#include "database/connection/CatalogDatabase.h"
#include "database/connection/DatabaseError.h"

#include <QString>

#include <optional>
#include <vector>

namespace acceldecide::db {

// What a list of saved scenarios shows without parsing every JSON document.
struct ScenarioSummary
{
    qint64 id = 0;
    QString name;
    QString created;  // ISO 8601 UTC, e.g. 2026-07-01T09:30:00Z
    QString modified; // ISO 8601 UTC
    qint64 version = 1;
    QString updatedBy = {}; // who saved it last; empty when nobody is known
};

// Scenarios saved in the catalog's `scenarios` table as scenario JSON (the core's
// format, written by ScenarioWriter and read back through ScenarioReader, so a stored
// scenario is always a valid one). Names are the user's handle: saving a scenario
// whose name is already stored replaces that row and keeps its created date. Stored
// scenarios are read as with a catalog: they may leave prices and throughputs to it.
class ScenarioRepository
{
public:
    explicit ScenarioRepository(CatalogDatabase &catalog) : m_catalog(catalog) {}

    // Inserts or replaces (by name) and returns the row id; one transaction.
    DatabaseResult<qint64> save(const Scenario &scenario);
    // The same, unless the stored scenario of that name is no longer at `readVersion`
    // (the version this session loaded or last saved: see version()): then a Conflict
    // error names who changed it and when, and nothing is written. A scenario deleted
    // since is a conflict too. nullopt saves unconditionally, as save() does. When a
    // catalog server went away the error is Unreachable: CatalogDatabase::reconnect(),
    // then the same save again, is the retry.
    DatabaseResult<qint64> save(const Scenario &scenario, std::optional<qint64> readVersion);
    // The stored row's version and who wrote it; an error naming the id when missing.
    DatabaseResult<RowStamp> stamp(qint64 id);
    // Every saved version of scenario `id` (who, when, what changed), newest first.
    DatabaseResult<std::vector<HistoryEntry>> history(qint64 id);
    // Scenario `id` as saved in version `version`; an error listing the versions there
    // are when that one is not recorded.
    DatabaseResult<Scenario> loadVersion(qint64 id, qint64 version);
    DatabaseResult<Scenario> load(qint64 id);
    DatabaseResult<Scenario> loadByName(const QString &name);
    // Ordered by name, then id.
    DatabaseResult<std::vector<ScenarioSummary>> list();
    // Removing a row that does not exist is an error naming the id.
    DatabaseStatus remove(qint64 id);

    // Whether a scenario of this exact name is stored.
    DatabaseResult<bool> exists(const QString &name);
    // Stores a copy of scenario `id` under `newName` (new created/modified dates) and
    // returns the new row id; refuses a name that is already taken rather than
    // replacing that scenario.
    DatabaseResult<qint64> duplicate(qint64 id, const QString &newName);
    // Renames scenario `id` (its JSON's name too); refuses a name another row has.
    DatabaseStatus rename(qint64 id, const QString &newName);
    // `base` if no scenario has that name, else "base (2)", "base (3)", ...
    DatabaseResult<QString> uniqueName(const QString &base);

    // Reads and validates a scenario JSON file and saves it; every validation error
    // is in the message, with its JSON path.
    DatabaseResult<qint64> importFile(const QString &path);
    // Writes the stored scenario as scenario JSON (atomically).
    DatabaseStatus exportFile(qint64 id, const QString &path);

private:
    DatabaseResult<qint64> write(const Scenario &scenario, std::optional<qint64> readVersion);
    DatabaseResult<Scenario> loadWhere(const QString &condition, const QVariant &value);
    // Error naming the field when a name holds a character no backend can store.
    static DatabaseStatus checkName(const QString &scenarioName);
    // Error naming `newName` when it is empty or already stored.
    DatabaseStatus checkNewName(const QString &newName);

    CatalogDatabase &m_catalog;
};

} // namespace acceldecide::db
