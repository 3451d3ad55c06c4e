#pragma once

// The pieces of the catalog CSV format (CATALOG-CSV.md) that do not depend on a
// particular import: how SQLite describes a table, and how one value is written and
// read back.
#include <QByteArray>
#include <QHash>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <optional>
#include <string_view>
#include <vector>

namespace acceldecide::db::catalogcsv {

enum class Affinity
{
    Integer,
    Real,
    Text
};

struct Column
{
    QString name;
    Affinity affinity = Affinity::Text;
    bool required = false; // NOT NULL without a default
};

// A table as SQLite describes it, so the format follows the schema without a second
// list of columns to keep in step.
struct Table
{
    QString name;
    std::vector<Column> columns;
    QHash<QString, QString> foreignKeys; // column -> referenced table
    std::vector<QStringList> uniqueKeys; // plain-column UNIQUE constraints
    bool hasId = false;
};

Table describe(QSqlDatabase &database, const QString &table);

// One field as written to the file: \N for NULL, shortest round-trip decimals, text
// quoted when it holds a comma, quote or line break.
QByteArray encode(const QVariant &value);

// One field read back for a column of `affinity`; nullopt when a number is not one.
std::optional<QVariant> decode(std::string_view field, Affinity affinity);

} // namespace acceldecide::db::catalogcsv
