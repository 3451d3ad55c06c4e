#include "app/cli/CatalogListCommand.h"

#include "database/catalog/CatalogQueries.h"
#include "database/connection/CatalogDatabase.h"
#include "database/connection/CatalogLocation.h"

#include <nlohmann/json.hpp>

#include <QMetaType>

#include <algorithm>
#include <ostream>
#include <string>
#include <vector>

namespace acceldecide::cli {

namespace {

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

// Long free text (quotes, notes) would make a table unreadable; JSON keeps it whole.
QString cell(const QVariant &value)
{
    if (!value.isValid() || value.isNull())
        return QStringLiteral("-");
    QString text = value.toString().simplified(); // one line per row
    if (text.size() > kMaxCellWidth)
        text = text.left(kMaxCellWidth - 3) + QStringLiteral("...");
    return text;
}

// Rows are printed as they are fetched, so that a catalog of millions of prices lists in
// constant memory. A table's column widths come from the first kWidthRows rows (all of
// them in any ordinary catalog, so its table is laid out as before); a longer cell
// further down widens nothing and only pushes the rest of its line to the right.
constexpr std::size_t kWidthRows = 1000;

class TableWriter
{
public:
    explicit TableWriter(std::ostream &out) : m_out(out) {}

    void columns(const QStringList &names)
    {
        m_header = names;
        for (const QString &name : names)
            m_widths.push_back(name.size());
    }
    bool row(const QVariantList &values)
    {
        QStringList texts;
        for (qsizetype c = 0; c < values.size(); ++c)
            texts << cell(values[c]);
        ++m_rows;
        if (m_pending) {
            for (qsizetype c = 0; c < texts.size(); ++c)
                m_widths[std::size_t(c)] = std::max(m_widths[std::size_t(c)], texts[c].size());
            m_buffered.push_back(std::move(texts));
            if (m_buffered.size() >= kWidthRows)
                flush();
            return bool(m_out);
        }
        m_out << line(texts);
        return bool(m_out);
    }
    void finish()
    {
        flush();
        m_out << std::to_string(m_rows) << " rows\n";
    }

private:
    void flush()
    {
        if (!m_pending)
            return;
        m_pending = false;
        m_out << line(m_header);
        for (const QStringList &texts : m_buffered)
            m_out << line(texts);
        m_buffered.clear();
    }
    std::string line(const QStringList &texts) const
    {
        QString text;
        for (qsizetype c = 0; c < texts.size(); ++c)
            text += (c ? QStringLiteral("  ") : QString()) +
                    (c + 1 < texts.size() ? texts[c].leftJustified(m_widths[std::size_t(c)])
                                          : texts[c]);
        return text.toStdString() + "\n";
    }

    std::ostream &m_out;
    QStringList m_header;
    std::vector<qsizetype> m_widths;
    std::vector<QStringList> m_buffered;
    bool m_pending = true;
    qint64 m_rows = 0;
};

// The document nlohmann's dump(2) writes for {"listing": name, "rows": [...]}, a row
// at a time.
class JsonWriter
{
public:
    JsonWriter(std::ostream &out, const QString &name) : m_out(out)
    {
        m_out << "{\n  \"listing\": " << nlohmann::ordered_json(name.toStdString()).dump()
              << ",\n  \"rows\": [";
    }

    void columns(const QStringList &names) { m_columns = names; }
    bool row(const QVariantList &values)
    {
        nlohmann::ordered_json object = nlohmann::ordered_json::object();
        for (qsizetype c = 0; c < m_columns.size(); ++c)
            object[m_columns[c].toStdString()] = toJson(values[c]);
        std::string text = object.dump(2);
        // Nested two levels down: every line of the object four spaces further in.
        std::string indented = "    ";
        for (const char ch : text) {
            indented += ch;
            if (ch == '\n')
                indented += "    ";
        }
        m_out << (m_any ? ",\n" : "\n") << indented;
        m_any = true;
        return bool(m_out);
    }
    void finish() { m_out << (m_any ? "\n  ]\n}\n" : "]\n}\n"); }

private:
    std::ostream &m_out;
    QStringList m_columns;
    bool m_any = false;
};

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
    const db::CatalogQueries queries(opened.value()->connection());
    db::DatabaseStatus status;
    if (options.format == OutputFormat::Json) {
        JsonWriter writer(out, name);
        status = queries.stream(
            name, [&writer](const QStringList &columns) { writer.columns(columns); },
            [&writer](const QVariantList &row) { return writer.row(row); });
        if (status)
            writer.finish();
    } else {
        TableWriter writer(out);
        status = queries.stream(
            name, [&writer](const QStringList &columns) { writer.columns(columns); },
            [&writer](const QVariantList &row) { return writer.row(row); });
        if (status)
            writer.finish();
    }
    if (!status) {
        out.flush();
        err << "internal error: " << status.error().toString().toStdString() << "\n";
        return kExitInternalError;
    }
    return out ? kExitOk : kExitInternalError;
}

} // namespace acceldecide::cli
