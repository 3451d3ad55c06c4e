#include "app/cli/CatalogListCommand.h"

#include "database/CatalogDatabase.h"
#include "database/CatalogLocation.h"
#include "database/CatalogQueries.h"

#include <nlohmann/json.hpp>

#include <QMetaType>

#include <algorithm>
#include <ostream>
#include <string>
#include <vector>

namespace acceldecide::cli {

namespace {

using db::CatalogListing;

// Long free text (quotes, notes) would make a table unreadable; JSON keeps it whole.
constexpr qsizetype kMaxCellWidth = 48;

nlohmann::ordered_json toJson(const QVariant &value)
{
    if (!value.isValid() || value.isNull())
        return nullptr;
    switch (value.metaType().id()) {
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong: // how Qt's PostgreSQL driver hands back a positive BIGINT
        return value.toLongLong();
    case QMetaType::Double:
        return value.toDouble();
    default:
        return value.toString().toStdString();
    }
}

std::string json(const QString &name, const CatalogListing &listing)
{
    nlohmann::ordered_json document;
    document["listing"] = name.toStdString();
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    for (const QVariantList &row : listing.rows) {
        nlohmann::ordered_json object = nlohmann::ordered_json::object();
        for (qsizetype c = 0; c < listing.columns.size(); ++c)
            object[listing.columns[c].toStdString()] = toJson(row[c]);
        rows.push_back(std::move(object));
    }
    document["rows"] = std::move(rows);
    return document.dump(2) + "\n";
}

QString cell(const QVariant &value)
{
    if (!value.isValid() || value.isNull())
        return QStringLiteral("-");
    QString text = value.toString().simplified(); // one line per row
    if (text.size() > kMaxCellWidth)
        text = text.left(kMaxCellWidth - 3) + QStringLiteral("...");
    return text;
}

std::string table(const CatalogListing &listing)
{
    std::vector<QStringList> cells;
    std::vector<qsizetype> widths;
    for (const QString &column : listing.columns)
        widths.push_back(column.size());
    for (const QVariantList &row : listing.rows) {
        QStringList texts;
        for (qsizetype c = 0; c < row.size(); ++c) {
            texts << cell(row[c]);
            widths[c] = std::max(widths[c], texts.back().size());
        }
        cells.push_back(std::move(texts));
    }
    const auto line = [&](const QStringList &texts) {
        QString text;
        for (qsizetype c = 0; c < texts.size(); ++c)
            text += (c ? QStringLiteral("  ") : QString()) +
                    (c + 1 < texts.size() ? texts[c].leftJustified(widths[c]) : texts[c]);
        return text.toStdString() + "\n";
    };
    std::string text = line(listing.columns);
    for (const QStringList &texts : cells)
        text += line(texts);
    text += std::to_string(listing.rows.size()) + " rows\n";
    return text;
}

} // namespace

int runCatalogList(const CatalogOptions &options, std::ostream &out, std::ostream &err)
{
    const QString name = QString::fromStdString(options.listing);
    // Checked before opening, so a typo never creates a catalog file.
    if (!db::CatalogQueries::listNames().contains(name)) {
        err << "error: catalog list: unknown listing \"" << options.listing << "\"; expected "
            << db::CatalogQueries::listNames().join(QStringLiteral(", ")).toStdString() << "\n";
        return kExitInvalidInput;
    }
    const QString path = options.database.empty() ? db::CatalogDatabase::defaultPath()
                                                  : QString::fromStdString(options.database);
    auto opened = db::CatalogDatabase::open(path);
    if (!opened) {
        err << "error: cannot use the catalog "
            << db::CatalogLocation::withoutPassword(path).toStdString() << ": "
            << opened.error().toString().toStdString() << "\n";
        return kExitInvalidInput;
    }
    const auto listing = db::CatalogQueries(opened.value()->connection()).list(name);
    if (!listing) {
        err << "internal error: " << listing.error().toString().toStdString() << "\n";
        return kExitInternalError;
    }
    out << (options.format == OutputFormat::Json ? json(name, listing.value())
                                                 : table(listing.value()));
    return out ? kExitOk : kExitInternalError;
}

} // namespace acceldecide::cli
