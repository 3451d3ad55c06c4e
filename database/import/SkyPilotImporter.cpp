#include "database/import/SkyPilotImporter.h"

#include "database/connection/SqlDialect.h"
#include "database/import/CsvColumns.h"
#include "database/import/ImportRun.h"
#include "database/import/ImportSupport.h"
#include "database/schema/CatalogSchema.h"

#include <QFileInfo>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <vector>

namespace acceldecide::db {

namespace {

using namespace import;

using schema::name;

const QString kExpectedHeader =
    QStringLiteral("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,"
                   "SpotPrice,Region,AvailabilityZone");

enum Column
{
    InstanceType,
    AcceleratorName,
    AcceleratorCount,
    Vcpus,
    MemoryGib,
    Price,
    SpotPrice,
    Region,
    AvailabilityZone,
};

// Normalised header names; vCPUs and MemoryGiB are optional (not every catalog
// version has them), the rest are what makes the file a SkyPilot vms.csv.
const std::vector<CsvColumns::Column> kColumns = {
    {"instancetype"}, {"acceleratorname"},  {"acceleratorcount"},
    {"vcpus", false}, {"memorygib", false}, {"price"},
    {"spotprice"},    {"region"},           {"availabilityzone"}};

// Links an instance type to the catalog's accelerator when SkyPilot's name matches
// one, ignoring case and punctuation ("A100-80GB" = "A100 80GB"), or names the chip
// by its family ("H100" is the SXM part on AWS). Unmatched names leave the link NULL
// rather than inventing chips without specs.
class AcceleratorLookup
{
public:
    explicit AcceleratorLookup(QSqlDatabase &database)
    {
        using namespace schema;
        QSqlQuery query(database);
        query.exec(
            QStringLiteral("SELECT %1, %2 FROM %3 ORDER BY %4")
                .arg(name(kId), name(accelerators::kName), name(accelerators::kTable), name(kId)));
        while (query.next()) {
            const QString key = normalized(query.value(1).toString());
            if (!m_ids.contains(key))
                m_ids.insert(key, query.value(0).toLongLong());
        }
    }

    QVariant find(const QString &skyPilotName) const
    {
        // SkyPilot's AWS names whose catalog chip carries a generation or form factor.
        static const QHash<QString, QString> aliases = {
            {QStringLiteral("trainium"), QStringLiteral("trainium1")},
            {QStringLiteral("a100"), QStringLiteral("a10040gb")},
            {QStringLiteral("h100"), QStringLiteral("h100sxm")},
            {QStringLiteral("h200"), QStringLiteral("h200sxm")}};
        const QString key = normalized(skyPilotName);
        auto found = m_ids.constFind(key);
        if (found == m_ids.constEnd())
            found = m_ids.constFind(aliases.value(key));
        return found == m_ids.constEnd() ? QVariant(QMetaType(QMetaType::LongLong))
                                         : QVariant(*found);
    }

private:
    static QString normalized(const QString &text)
    {
        QString result;
        for (const QChar c : text) {
            if (c.isLetterOrNumber())
                result += c.toLower();
        }
        return result;
    }

    QHash<QString, qint64> m_ids;
};

struct Row
{
    QString instanceType;
    QString acceleratorName;
    qint64 acceleratorCount = 0;
    QVariant vcpus;
    QVariant memoryGib;
    std::optional<double> price;
    std::optional<double> spotPrice;
    QString region;
    QString zone;
};

// Parses one data row; an empty optional with *reason set means reject.
std::optional<Row> parseRow(const std::vector<std::string_view> &fields, const CsvColumns &columns,
                            QString *reason)
{
    const auto field = [&](int column) {
        return columns.field(fields, column);
    };
    Row row;
    row.instanceType = toQString(field(InstanceType)).trimmed();
    row.acceleratorName = toQString(field(AcceleratorName)).trimmed();
    row.region = toQString(field(Region)).trimmed();
    row.zone = toQString(field(AvailabilityZone)).trimmed();
    if (row.instanceType.isEmpty()) {
        *reason = SkyPilotImporter::tr("InstanceType: empty");
        return std::nullopt;
    }
    if (row.region.isEmpty()) {
        *reason = SkyPilotImporter::tr("Region: empty");
        return std::nullopt;
    }
    if (!row.acceleratorName.isEmpty()) {
        const auto count = parseCount(field(AcceleratorCount));
        if (!count || *count < 1) {
            *reason =
                SkyPilotImporter::tr("AcceleratorCount: not a positive whole number, got \"%1\"")
                    .arg(toQString(field(AcceleratorCount)));
            return std::nullopt;
        }
        row.acceleratorCount = *count;
    }
    if (const auto vcpus = parseCount(field(Vcpus)))
        row.vcpus = *vcpus;
    else
        row.vcpus = QVariant(QMetaType(QMetaType::LongLong));
    if (const auto memory = parseDouble(field(MemoryGib)))
        row.memoryGib = *memory;
    else
        row.memoryGib = QVariant(QMetaType(QMetaType::Double));
    // Empty prices are normal (no spot market for some types); junk is not.
    for (const auto &[column, target, label] :
         {std::tuple{Price, &row.price, "Price"},
          std::tuple{SpotPrice, &row.spotPrice, "SpotPrice"}}) {
        const std::string_view text = field(column);
        if (text.empty())
            continue;
        *target = parseDouble(text);
        if (!*target || **target < 0) {
            *reason = SkyPilotImporter::tr("%1: not a non-negative number, got \"%2\"")
                          .arg(QLatin1String(label), toQString(text));
            return std::nullopt;
        }
    }
    return row;
}

} // namespace

ImportReport SkyPilotImporter::import(CatalogDatabase &catalog, const QString &path,
                                      const ImportOptions &options)
{
    ImportRun run(catalog, options);
    if (!run.open(path))
        return run.report();

    // Everything that decides whether this is a vms.csv happens before the first write.
    CsvColumns columns(kColumns);
    const QString expected =
        SkyPilotImporter::tr("expected a SkyPilot catalog aws/vms.csv whose first line is the "
                             "header %1")
            .arg(kExpectedHeader);
    switch (run.readHeader(columns)) {
    case ImportRun::Header::Found:
        break;
    case ImportRun::Header::Empty:
        return refused(
            SkyPilotImporter::tr("%1: the file is empty or unreadable; %2").arg(path, expected));
    case ImportRun::Header::Incomplete:
        return refused(
            SkyPilotImporter::tr("%1 is not a SkyPilot vms.csv (missing columns: %2); %3")
                .arg(path, columns.missing().join(QStringLiteral(", ")), expected));
    }

    const QFileInfo info(path);
    // The file carries no date of its own; its modification time is when the catalog
    // was fetched, and using it (not today) keeps a re-import of the same file on
    // another day from adding a second copy of every price.
    const QString observedDate = info.lastModified().toUTC().date().toString(Qt::ISODate);
    // The source's title and notes are catalog data, not messages: never translated, so
    // a re-import finds the same row whatever the language.
    if (!run.begin({QStringLiteral("SkyPilot catalog aws/vms.csv (%1)").arg(info.fileName()),
                    QStringLiteral("SkyPilot"),
                    QStringLiteral("https://github.com/skypilot-org/skypilot-catalog"),
                    observedDate,
                    QStringLiteral("published date is the file's modification date")}))
        return run.report();

    QSqlDatabase &database = run.database();
    InstanceTypeLookup instances(database);
    AcceleratorLookup accelerators(database);
    PriceInserter prices(database);
    QSqlQuery insertType(database);
    {
        using namespace schema::instanceTypes;
        insertType.prepare(QStringLiteral("INSERT INTO %1 (%2, %3, %4, %5, %6, %7) "
                                          "VALUES (?, ?, ?, ?, ?, ?)")
                               .arg(name(kTable), name(kProvider), name(kName),
                                    name(kAcceleratorId), name(kAcceleratorsPerInstance),
                                    name(kVcpus), name(kMemoryGib)) +
                           SqlDialect::of(database).returningId());
    }
    qint64 typesAdded = 0;
    qint64 pricesAdded = 0;

    const auto importRow = [&](const std::vector<std::string_view> &fields) {
        using Outcome = ImportRun::Outcome;
        QString reason;
        const std::optional<Row> row = parseRow(fields, columns, &reason);
        if (!row)
            return Outcome::rejected(reason);
        // CPU-only instance types are not candidates for this decision.
        if (row->acceleratorName.isEmpty() ||
            (!options.region.isEmpty() && row->region != options.region))
            return Outcome::skipped();

        std::optional<qint64> typeId = instances.find(row->instanceType);
        if (!typeId) {
            int bind = 0;
            insertType.bindValue(bind++, QString::fromLatin1(kProviderAws));
            insertType.bindValue(bind++, row->instanceType);
            insertType.bindValue(bind++, accelerators.find(row->acceleratorName));
            insertType.bindValue(bind++, row->acceleratorCount);
            insertType.bindValue(bind++, row->vcpus);
            insertType.bindValue(bind++, row->memoryGib);
            if (!insertType.exec())
                return Outcome::rejected(
                    QStringLiteral("instance_types: %1").arg(insertType.lastError().text()));
            typeId = SqlDialect::of(database).insertedId(insertType);
            instances.remember(row->instanceType, *typeId);
            ++typesAdded;
        }

        PriceInserter::Observation observation;
        observation.instanceTypeId = *typeId;
        observation.region = row->region;
        observation.observedDate = observedDate;
        observation.sourceId = run.sourceId();
        QString error;
        bool failed = false;
        // Price repeats on every zone row of a region; the identity index keeps one.
        if (row->price) {
            observation.purchaseModel = QStringLiteral("on_demand");
            observation.hourlyUsd = *row->price;
            if (prices.insert(observation, &error))
                ++pricesAdded;
            failed = !error.isEmpty();
        }
        if (!failed && row->spotPrice) {
            observation.purchaseModel = QStringLiteral("spot");
            observation.availabilityZone = row->zone;
            observation.hourlyUsd = *row->spotPrice;
            if (prices.insert(observation, &error))
                ++pricesAdded;
            failed = !error.isEmpty();
        }
        if (failed)
            return Outcome::rejected(QStringLiteral("price_observations: %1").arg(error));
        return Outcome::imported();
    };
    return run.importRows(importRow, [&] {
        return SkyPilotImporter::tr("%1 instance types and %2 price observations added "
                                    "(observations already in the catalog are kept once)")
            .arg(typesAdded)
            .arg(pricesAdded);
    });
}

} // namespace acceldecide::db
