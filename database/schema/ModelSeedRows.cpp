#include "database/schema/ModelSeedRows.h"

#include "database/schema/CatalogSchema.h"

#include <QCoreApplication>
#include <QHash>
#include <QUrl>

namespace acceldecide::db {

namespace {

using namespace schema;

// models.csv's columns that are not the table's own: they become a source row.
constexpr char kFileId[] = "id";
constexpr char kSourceUrl[] = "source_url";
constexpr char kSourceTitle[] = "source_title";
constexpr char kAccessedDate[] = "accessed_date";

QString latin(const char *text)
{
    return QString::fromLatin1(text);
}

ModelSeedRows failed(int line, const QString &message)
{
    ModelSeedRows rows;
    rows.error = message;
    rows.errorLine = line;
    return rows;
}

SeedCsv::Row sourcesHeader()
{
    return {1,
            {latin(kSeedKey), latin(sources::kTitle), latin(sources::kPublisher),
             latin(sources::kUrl), latin(sources::kPublishedDate), latin(sources::kAccessedDate),
             latin(sources::kKind), latin(sources::kNotes), latin(sources::kStanding)}};
}

} // namespace

ModelSeedRows ModelSeedRows::from(const SeedCsv &file)
{
    if (file.rows.empty())
        return failed(1, QCoreApplication::translate("SeedDataLoader", "no header row"));
    const QStringList &header = file.rows.front().fields;
    const int id = header.indexOf(latin(kFileId));
    const int url = header.indexOf(latin(kSourceUrl));
    const int title = header.indexOf(latin(kSourceTitle));
    const int accessed = header.indexOf(latin(kAccessedDate));
    for (const auto &[index, column] :
         {std::pair{id, kFileId}, std::pair{url, kSourceUrl}, std::pair{title, kSourceTitle},
          std::pair{accessed, kAccessedDate}}) {
        if (index < 0)
            return failed(1, QCoreApplication::translate("SeedDataLoader", "missing column %1")
                                 .arg(latin(column)));
    }
    // The shapes keep their columns (and their order); only `id` is renamed, the table's
    // own `id` being the row's key.
    std::vector<int> kept;
    SeedCsv::Row modelsHeader{1, {latin(kSeedKey)}};
    for (int i = 0; i < header.size(); ++i) {
        if (i == url || i == title || i == accessed)
            continue;
        kept.push_back(i);
        modelsHeader.fields << (i == id ? latin(models::kModelId) : header[i]);
    }
    modelsHeader.fields << QStringLiteral("source_key");

    ModelSeedRows rows;
    rows.sources.rows.push_back(sourcesHeader());
    rows.models.rows.push_back(modelsHeader);
    QHash<QString, QString> sourceKeys; // URL -> seed key
    for (std::size_t r = 1; r < file.rows.size(); ++r) {
        const SeedCsv::Row &row = file.rows[r];
        if (row.fields.size() != header.size())
            return failed(row.line, QCoreApplication::translate("SeedDataLoader",
                                                                "expected %1 fields, found %2")
                                        .arg(header.size())
                                        .arg(row.fields.size()));
        for (const auto &[index, column] : {std::pair{id, kFileId}, std::pair{url, kSourceUrl}}) {
            if (row.fields[index].isEmpty())
                return failed(
                    row.line,
                    QCoreApplication::translate("SeedDataLoader", "%1: empty").arg(latin(column)));
        }
        const QString &link = row.fields[url];
        QString &sourceKey = sourceKeys[link];
        if (sourceKey.isEmpty()) {
            // Keyed by URL: models that cite one page share its source row, and the key
            // stays the same while the page does.
            sourceKey = QStringLiteral("source:model:") + link;
            rows.sources.rows.push_back(
                {row.line,
                 {sourceKey, row.fields[title], QUrl(link).host(), link, QString(),
                  row.fields[accessed], QStringLiteral("vendor_claim"),
                  QStringLiteral("The model's published shapes (resources/performance/"
                                 "models.csv)."),
                  QStringLiteral("provider_page")}});
        }
        SeedCsv::Row model{row.line, {QStringLiteral("model:") + row.fields[id]}};
        for (const int i : kept)
            model.fields << row.fields[i];
        model.fields << sourceKey;
        rows.models.rows.push_back(std::move(model));
    }
    return rows;
}

} // namespace acceldecide::db
