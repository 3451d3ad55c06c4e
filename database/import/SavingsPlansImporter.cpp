#include "database/import/SavingsPlansImporter.h"

#include "database/import/CsvColumns.h"
#include "database/import/ImportRun.h"
#include "database/import/ImportSupport.h"

#include <QFileInfo>
#include <QHash>

#include <vector>

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
    DiscountedInstanceType,
    DiscountedServiceCode,
    ProductFamily,
    UsageType,
    EffectiveDate,
    Unit,
    Currency,
    LeaseContractLengthUnit,
};

// In Column's order; the first six are what makes the file a Savings Plans offer.
const std::vector<CsvColumns::Column> kColumns = {{"discountedrate"},
                                                  {"discountedusagetype"},
                                                  {"discountedoperation"},
                                                  {"purchaseoption"},
                                                  {"leasecontractlength"},
                                                  {"discountedregioncode"},
                                                  {"discountedinstancetype", false},
                                                  {"discountedservicecode", false},
                                                  {"productfamily", false},
                                                  {"usagetype", false},
                                                  {"effectivedate", false},
                                                  {"unit", false},
                                                  {"currency", false},
                                                  {"leasecontractlengthunit", false}};

// The preamble has at most five lines; a header further down means another file.
constexpr int kMaxPreambleRows = 8;

QString expectedFormat()
{
    return SavingsPlansImporter::tr(
        "expected an AWS Savings Plans offer CSV (AWSComputeSavingsPlan), whose header names "
        "DiscountedRate, DiscountedUsageType, DiscountedOperation, PurchaseOption, "
        "LeaseContractLength and DiscountedRegionCode (any capitalisation)");
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
    ImportRun run(catalog, options);
    if (!run.open(path))
        return run.report();

    CsvColumns columns(kColumns);
    QHash<QString, QString> preamble; // "publicationdate" -> "2026-06-30T21:12:40Z"
    const auto keepPreamble = [&](const std::vector<std::string_view> &fields) {
        if (fields.size() == 2)
            preamble.insert(normalizedColumn(fields[0]), toQString(fields[1]));
    };
    if (run.readHeader(columns, kMaxPreambleRows, keepPreamble) != ImportRun::Header::Found)
        return refused(SavingsPlansImporter::tr("%1 is not a Savings Plans offer file; %2")
                           .arg(path, expectedFormat()));

    const QFileInfo info(path);
    QString published = preamble.value(QStringLiteral("publicationdate")).left(10);
    if (published.isEmpty())
        published = info.lastModified().toUTC().date().toString(Qt::ISODate);
    const QString version = preamble.value(QStringLiteral("version"));
    // The source's title and notes are catalog data, not messages: never translated, so
    // a re-import finds the same row whatever the language.
    if (!run.begin({QStringLiteral("AWS Savings Plans offer (%1)").arg(info.fileName()),
                    QStringLiteral("Amazon Web Services"),
                    QStringLiteral("https://pricing.us-east-1.amazonaws.com/savingsPlan/v1.0/aws/"
                                   "AWSComputeSavingsPlan/current/region_index.json"),
                    published,
                    version.isEmpty() ? QString() : QStringLiteral("offer version ") + version}))
        return run.report();

    InstanceTypeLookup instances(run.database());
    PriceInserter prices(run.database());
    qint64 added = 0;
    qint64 unknownTypes = 0;
    const auto importRow = [&](const std::vector<std::string_view> &fields) {
        using Outcome = ImportRun::Outcome;
        const auto field = [&](Column column) {
            return toQString(columns.field(fields, column)).trimmed();
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
            (!currency.isEmpty() && currency != QLatin1String("USD")))
            return Outcome::skipped();
        QString instanceType = field(DiscountedInstanceType);
        if (instanceType.isEmpty())
            instanceType = usageType.section(QLatin1Char(':'), 1);
        const std::optional<double> rate = parseDouble(columns.field(fields, DiscountedRate));
        if (!rate || *rate < 0)
            return Outcome::rejected(
                SavingsPlansImporter::tr("DiscountedRate: not a non-negative number, got \"%1\"")
                    .arg(field(DiscountedRate)));
        const QString term = field(LeaseContractLength);
        const QString termUnit = field(LeaseContractLengthUnit).toLower();
        const int years = term.startsWith(QLatin1Char('1'))   ? 1
                          : term.startsWith(QLatin1Char('3')) ? 3
                                                              : 0;
        if (years == 0 || term.size() > 3 ||
            (!termUnit.isEmpty() && !termUnit.startsWith(QLatin1String("year"))))
            return Outcome::rejected(
                SavingsPlansImporter::tr(
                    "LeaseContractLength: expected 1 or 3 years, got \"%1 %2\"")
                    .arg(term, termUnit)
                    .trimmed());
        const QString payment = paymentOption(field(PurchaseOption));
        if (payment.isEmpty())
            return Outcome::rejected(
                SavingsPlansImporter::tr("PurchaseOption: expected No Upfront, Partial Upfront "
                                         "or All Upfront, got \"%1\"")
                    .arg(field(PurchaseOption)));
        // The plan type chooses the rate a discount is taken from; a row stored without
        // one would count as a Compute Savings Plan (the rule for sources that do not
        // say), so a plan this importer cannot tell is refused, never guessed.
        const QString plan = planKind(field(ProductFamily), field(UsageType));
        if (plan.isEmpty())
            return Outcome::rejected(
                SavingsPlansImporter::tr("Product Family: expected ComputeSavingsPlans or "
                                         "EC2InstanceSavingsPlans (or a UsageType starting "
                                         "ComputeSP or EC2SP), got \"%1\" and \"%2\"")
                    .arg(field(ProductFamily), field(UsageType)));
        const std::optional<qint64> typeId = instances.find(instanceType);
        if (!typeId) {
            ++unknownTypes;
            return Outcome::skipped();
        }
        PriceInserter::Observation observation;
        observation.instanceTypeId = *typeId;
        observation.region = region;
        observation.purchaseModel =
            years == 1 ? QStringLiteral("savings_plan_1y") : QStringLiteral("savings_plan_3y");
        observation.termMonths = years * 12;
        observation.paymentOption = payment;
        observation.offeringClass = plan;
        observation.hourlyUsd = *rate;
        const QString effective = field(EffectiveDate).left(10);
        observation.observedDate = effective.isEmpty() ? published : effective;
        observation.sourceId = run.sourceId();
        QString error;
        if (prices.insert(observation, &error))
            ++added;
        if (!error.isEmpty())
            return Outcome::rejected(QStringLiteral("price_observations: %1").arg(error));
        return Outcome::imported();
    };
    return run.importRows(importRow, [&] {
        return SavingsPlansImporter::tr("%1 savings plan observations added; %2 rows skipped "
                                        "for instance types not in the catalog")
            .arg(added)
            .arg(unknownTypes);
    });
}

} // namespace acceldecide::db
