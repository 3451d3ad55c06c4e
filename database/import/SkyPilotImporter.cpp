#include "database/import/SkyPilotImporter.h"

#include "database/CatalogSchema.h"
#include "database/TransactionGuard.h"
#include "database/import/CsvReader.h"
#include "database/import/ImportSupport.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <array>

namespace acceldecide::db {

namespace {

using namespace import;

QString name(const char *identifier)
{
    return QString::fromLatin1(identifier);
}

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
    ColumnCount
};

// Normalised header names; vCPUs and MemoryGiB are optional (not every catalog
// version has them), the rest are what makes the file a SkyPilot vms.csv.
constexpr std::array<const char *, ColumnCount> kColumnNames = {
    "instancetype", "acceleratorname", "acceleratorcount", "vcpus",           "memorygib",
    "price",        "spotprice",       "region",           "availabilityzone"};

bool required(int column)
{
    return column != Vcpus && column != MemoryGib;
}

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
        query.exec(QStringLiteral("SELECT %1, %2 FROM %3 ORDER BY %1")
                       .arg(name(kId), name(accelerators::kName), name(accelerators::kTable)));
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
std::optional<Row> parseRow(const std::vector<std::string_view> &fields,
                            const std::array<int, ColumnCount> &index, QString *reason)
{
    const auto field = [&](int column) -> std::string_view {
        const int at = index[static_cast<std::size_t>(column)];
        return at < 0 ? std::string_view() : fields[static_cast<std::size_t>(at)];
    };
    Row row;
    row.instanceType = toQString(field(InstanceType)).trimmed();
    row.acceleratorName = toQString(field(AcceleratorName)).trimmed();
    row.region = toQString(field(Region)).trimmed();
    row.zone = toQString(field(AvailabilityZone)).trimmed();
    if (row.instanceType.isEmpty()) {
        *reason = QStringLiteral("InstanceType: empty");
        return std::nullopt;
    }
    if (row.region.isEmpty()) {
        *reason = QStringLiteral("Region: empty");
        return std::nullopt;
    }
    if (!row.acceleratorName.isEmpty()) {
        const auto count = parseCount(field(AcceleratorCount));
        if (!count || *count < 1) {
            *reason = QStringLiteral("AcceleratorCount: not a positive whole number, got \"%1\"")
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
            *reason = QStringLiteral("%1: not a non-negative number, got \"%2\"")
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
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return refused(QStringLiteral("cannot open %1: %2").arg(path, file.errorString()));

    // Everything that decides whether this is a vms.csv happens before the first write.
    CsvReader reader(file);
    std::vector<std::string_view> fields;
    const QString expected =
        QStringLiteral("expected a SkyPilot catalog aws/vms.csv whose first line is the "
                       "header %1")
            .arg(kExpectedHeader);
    if (!reader.readRow(fields))
        return refused(
            QStringLiteral("%1: the file is empty or unreadable; %2").arg(path, expected));
    std::array<int, ColumnCount> index;
    index.fill(-1);
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const QString header = normalizedColumn(fields[i]);
        for (int column = 0; column < ColumnCount; ++column) {
            if (header == QLatin1String(kColumnNames[static_cast<std::size_t>(column)]))
                index[static_cast<std::size_t>(column)] = static_cast<int>(i);
        }
    }
    QStringList missing;
    for (int column = 0; column < ColumnCount; ++column) {
        if (required(column) && index[static_cast<std::size_t>(column)] < 0)
            missing << QLatin1String(kColumnNames[static_cast<std::size_t>(column)]);
    }
    if (!missing.isEmpty())
        return refused(QStringLiteral("%1 is not a SkyPilot vms.csv (missing columns: %2); %3")
                           .arg(path, missing.join(QStringLiteral(", ")), expected));
    const std::size_t headerWidth = fields.size();

    QSqlDatabase &database = catalog.connection();
    TransactionGuard transaction(database);
    if (!transaction.began())
        return refused(QStringLiteral("cannot begin a transaction: ") +
                       database.lastError().text());

    const QFileInfo info(path);
    // The file carries no date of its own; its modification time is when the catalog
    // was fetched, and using it (not today) keeps a re-import of the same file on
    // another day from adding a second copy of every price.
    const QString observedDate = info.lastModified().toUTC().date().toString(Qt::ISODate);
    const auto source = findOrCreateSource(
        database, QStringLiteral("SkyPilot catalog aws/vms.csv (%1)").arg(info.fileName()),
        QStringLiteral("SkyPilot"),
        QStringLiteral("https://github.com/skypilot-org/skypilot-catalog"), observedDate,
        QStringLiteral("published date is the file's modification date"));
    if (!source) {
        transaction.fail();
        return refused(source.error().toString());
    }

    ImportReport report;
    report.source = QStringLiteral("SkyPilot catalog aws/vms.csv (%1)").arg(info.fileName());
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
                                    name(kVcpus), name(kMemoryGib)));
    }
    qint64 typesAdded = 0;
    qint64 pricesAdded = 0;
    ImportTicker ticker(options, file.size());

    while (reader.readRow(fields)) {
        const qint64 line = reader.lineNumber();
        ++report.rowsRead;
        if (ticker.cancelled(reader.bytesRead()))
            return cancelledImport(transaction, report.source);
        if (fields.size() != headerWidth) {
            reject(
                report, line,
                QStringLiteral("expected %1 fields, got %2").arg(headerWidth).arg(fields.size()));
            continue;
        }
        QString reason;
        const std::optional<Row> row = parseRow(fields, index, &reason);
        if (!row) {
            reject(report, line, reason);
            continue;
        }
        // CPU-only instance types are not candidates for this decision.
        if (row->acceleratorName.isEmpty() ||
            (!options.region.isEmpty() && row->region != options.region)) {
            ++report.rowsSkipped;
            continue;
        }

        std::optional<qint64> typeId = instances.find(row->instanceType);
        if (!typeId) {
            int bind = 0;
            insertType.bindValue(bind++, QString::fromLatin1(kProviderAws));
            insertType.bindValue(bind++, row->instanceType);
            insertType.bindValue(bind++, accelerators.find(row->acceleratorName));
            insertType.bindValue(bind++, row->acceleratorCount);
            insertType.bindValue(bind++, row->vcpus);
            insertType.bindValue(bind++, row->memoryGib);
            if (!insertType.exec()) {
                reject(report, line,
                       QStringLiteral("instance_types: %1").arg(insertType.lastError().text()));
                continue;
            }
            typeId = insertType.lastInsertId().toLongLong();
            instances.remember(row->instanceType, *typeId);
            ++typesAdded;
        }

        PriceInserter::Observation observation;
        observation.instanceTypeId = *typeId;
        observation.region = row->region;
        observation.observedDate = observedDate;
        observation.sourceId = source.value();
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
        if (failed) {
            reject(report, line, QStringLiteral("price_observations: %1").arg(error));
            continue;
        }
        ++report.rowsImported;
    }
    if (std::optional<ImportReport> failure = finishCsvImport(report, reader, ticker, transaction))
        return *failure;
    report.message = QStringLiteral("%1 instance types and %2 price observations added "
                                    "(observations already in the catalog are kept once)")
                         .arg(typesAdded)
                         .arg(pricesAdded);
    return report;
}

} // namespace acceldecide::db
