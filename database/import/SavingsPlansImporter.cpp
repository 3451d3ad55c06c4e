#include "database/import/SavingsPlansImporter.h"

#include "database/TransactionGuard.h"
#include "database/import/CsvReader.h"
#include "database/import/ImportSupport.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSqlError>

#include <array>

namespace acceldecide::db {

namespace {

using namespace import;

enum Column
{
    DiscountedRate,
    DiscountedUsageType,
    DiscountedOperation,
    PurchaseOption,
    LeaseContractLength,
    DiscountedRegionCode,
    // optional from here on
    DiscountedInstanceType,
    DiscountedServiceCode,
    ProductFamily,
    UsageType,
    EffectiveDate,
    Unit,
    Currency,
    LeaseContractLengthUnit,
    ColumnCount
};
constexpr int kRequiredColumns = DiscountedInstanceType;

constexpr std::array<const char *, ColumnCount> kColumnNames = {"discountedrate",
                                                                "discountedusagetype",
                                                                "discountedoperation",
                                                                "purchaseoption",
                                                                "leasecontractlength",
                                                                "discountedregioncode",
                                                                "discountedinstancetype",
                                                                "discountedservicecode",
                                                                "productfamily",
                                                                "usagetype",
                                                                "effectivedate",
                                                                "unit",
                                                                "currency",
                                                                "leasecontractlengthunit"};

// The preamble has at most five lines; a header further down means another file.
constexpr int kMaxPreambleRows = 8;

QString expectedFormat()
{
    return QStringLiteral("expected an AWS Savings Plans offer CSV (AWSComputeSavingsPlan), "
                          "whose header names DiscountedRate, DiscountedUsageType, "
                          "DiscountedOperation, PurchaseOption, LeaseContractLength and "
                          "DiscountedRegionCode (any capitalisation)");
}

QString paymentOption(const QString &text)
{
    const QString key = text.toLower().remove(QLatin1Char(' ')).remove(QLatin1Char('_'));
    if (key == QLatin1String("noupfront"))
        return QStringLiteral("no_upfront");
    if (key == QLatin1String("partialupfront"))
        return QStringLiteral("partial_upfront");
    if (key == QLatin1String("allupfront"))
        return QStringLiteral("all_upfront");
    return {};
}

// "ComputeSavingsPlans" / "EC2InstanceSavingsPlans" (product family), else the plan's
// own usage type ("ComputeSP:1yrNoUpfront", "EC2SP:p5.1yrNoUpfront").
QString planKind(const QString &family, const QString &usageType)
{
    const QString text = (family.isEmpty() ? usageType : family).toLower();
    if (text.startsWith(QLatin1String("compute")))
        return QStringLiteral("compute");
    if (text.startsWith(QLatin1String("ec2")))
        return QStringLiteral("ec2_instance");
    return {};
}

} // namespace

ImportReport SavingsPlansImporter::import(CatalogDatabase &catalog, const QString &path,
                                          const ImportOptions &options)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return refused(QStringLiteral("cannot open %1: %2").arg(path, file.errorString()));

    CsvReader reader(file);
    std::vector<std::string_view> fields;
    QHash<QString, QString> preamble; // "publicationdate" -> "2026-06-30T21:12:40Z"
    std::array<int, ColumnCount> index;
    bool headerFound = false;
    for (int row = 0; row < kMaxPreambleRows && !headerFound && reader.readRow(fields); ++row) {
        index.fill(-1);
        for (std::size_t i = 0; i < fields.size(); ++i) {
            const QString header = normalizedColumn(fields[i]);
            for (std::size_t column = 0; column < kColumnNames.size(); ++column) {
                if (header == QLatin1String(kColumnNames[column]))
                    index[column] = static_cast<int>(i);
            }
        }
        headerFound = std::all_of(index.begin(), index.begin() + kRequiredColumns,
                                  [](int at) { return at >= 0; });
        if (!headerFound && fields.size() == 2)
            preamble.insert(normalizedColumn(fields[0]), toQString(fields[1]));
    }
    if (!headerFound)
        return refused(
            QStringLiteral("%1 is not a Savings Plans offer file; %2").arg(path, expectedFormat()));
    const std::size_t headerWidth = fields.size();

    QSqlDatabase &database = catalog.connection();
    TransactionGuard transaction(database);
    if (!transaction.began())
        return refused(QStringLiteral("cannot begin a transaction: ") +
                       database.lastError().text());
    const QFileInfo info(path);
    QString published = preamble.value(QStringLiteral("publicationdate")).left(10);
    if (published.isEmpty())
        published = info.lastModified().toUTC().date().toString(Qt::ISODate);
    ImportReport report;
    report.source = QStringLiteral("AWS Savings Plans offer (%1)").arg(info.fileName());
    const QString version = preamble.value(QStringLiteral("version"));
    const auto source = findOrCreateSource(
        database, report.source, QStringLiteral("Amazon Web Services"),
        QStringLiteral("https://pricing.us-east-1.amazonaws.com/savingsPlan/v1.0/aws/"
                       "AWSComputeSavingsPlan/current/region_index.json"),
        published, version.isEmpty() ? QString() : QStringLiteral("offer version ") + version);
    if (!source) {
        transaction.fail();
        return refused(source.error().toString());
    }

    InstanceTypeLookup instances(database);
    PriceInserter prices(database);
    ImportTicker ticker(options, file.size());
    qint64 added = 0;
    qint64 unknownTypes = 0;
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
        const auto field = [&](Column column) {
            const int at = index[std::size_t(column)];
            return at < 0 ? QString() : toQString(fields[std::size_t(at)]).trimmed();
        };
        const QString region = field(DiscountedRegionCode);
        const QString service = field(DiscountedServiceCode);
        const QString usageType = field(DiscountedUsageType);
        const QString unit = field(Unit);
        const QString currency = field(Currency);
        // Linux on shared tenancy only, like the EC2 price list import: other
        // operating systems, dedicated hosts, Fargate and Lambda rates do not apply.
        if ((!options.region.isEmpty() && region != options.region) ||
            (!service.isEmpty() && service != QLatin1String("AmazonEC2")) ||
            field(DiscountedOperation) != QLatin1String("RunInstances") ||
            !usageType.contains(QLatin1String("BoxUsage:")) ||
            (!unit.isEmpty() && unit.compare(QLatin1String("Hrs"), Qt::CaseInsensitive) != 0) ||
            (!currency.isEmpty() && currency != QLatin1String("USD"))) {
            ++report.rowsSkipped;
            continue;
        }
        QString instanceType = field(DiscountedInstanceType);
        if (instanceType.isEmpty())
            instanceType = usageType.section(QLatin1Char(':'), 1);
        const std::optional<double> rate = parseDouble(fields[std::size_t(index[DiscountedRate])]);
        if (!rate || *rate < 0) {
            reject(report, line,
                   QStringLiteral("DiscountedRate: not a non-negative number, got \"%1\"")
                       .arg(field(DiscountedRate)));
            continue;
        }
        const QString term = field(LeaseContractLength);
        const QString termUnit = field(LeaseContractLengthUnit).toLower();
        const int years = term.startsWith(QLatin1Char('1'))   ? 1
                          : term.startsWith(QLatin1Char('3')) ? 3
                                                              : 0;
        if (years == 0 || term.size() > 3 ||
            (!termUnit.isEmpty() && !termUnit.startsWith(QLatin1String("year")))) {
            reject(report, line,
                   QStringLiteral("LeaseContractLength: expected 1 or 3 years, got \"%1 %2\"")
                       .arg(term, termUnit)
                       .trimmed());
            continue;
        }
        const QString payment = paymentOption(field(PurchaseOption));
        if (payment.isEmpty()) {
            reject(report, line,
                   QStringLiteral("PurchaseOption: expected No Upfront, Partial Upfront "
                                  "or All Upfront, got \"%1\"")
                       .arg(field(PurchaseOption)));
            continue;
        }
        const std::optional<qint64> typeId = instances.find(instanceType);
        if (!typeId) {
            ++report.rowsSkipped;
            ++unknownTypes;
            continue;
        }
        PriceInserter::Observation observation;
        observation.instanceTypeId = *typeId;
        observation.region = region;
        observation.purchaseModel =
            years == 1 ? QStringLiteral("savings_plan_1y") : QStringLiteral("savings_plan_3y");
        observation.termMonths = years * 12;
        observation.paymentOption = payment;
        observation.offeringClass = planKind(field(ProductFamily), field(UsageType));
        observation.hourlyUsd = *rate;
        const QString effective = field(EffectiveDate).left(10);
        observation.observedDate = effective.isEmpty() ? published : effective;
        observation.sourceId = source.value();
        QString error;
        if (prices.insert(observation, &error))
            ++added;
        if (!error.isEmpty()) {
            reject(report, line, QStringLiteral("price_observations: %1").arg(error));
            continue;
        }
        ++report.rowsImported;
    }
    if (std::optional<ImportReport> failure = finishCsvImport(report, reader, ticker, transaction))
        return *failure;
    report.message = QStringLiteral("%1 savings plan observations added; %2 rows skipped for "
                                    "instance types not in the catalog")
                         .arg(added)
                         .arg(unknownTypes);
    return report;
}

} // namespace acceldecide::db
