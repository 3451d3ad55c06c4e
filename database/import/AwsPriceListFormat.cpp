#include "database/import/AwsPriceListFormat.h"

#include <QStringList>

#include <array>
#include <charconv>
#include <cmath>
#include <utility>

namespace acceldecide::db::awspricelist {

namespace {

QString text(std::string_view view)
{
    return QString::fromUtf8(view.data(), qsizetype(view.size()));
}

template <typename T> std::optional<T> number(std::string_view view)
{
    T value{};
    const char *end = view.data() + view.size();
    const auto [ptr, ec] = std::from_chars(view.data(), end, value);
    if (ec != std::errc() || ptr != end)
        return std::nullopt;
    return value;
}

// Only for files without a "Region Code" column (older versions): the regions where
// the accelerator families are sold. Anything else is rejected rather than guessed.
constexpr std::array<std::pair<std::string_view, std::string_view>, 22> kLocations{{
    {"US East (N. Virginia)", "us-east-1"},
    {"US East (Ohio)", "us-east-2"},
    {"US West (N. California)", "us-west-1"},
    {"US West (Oregon)", "us-west-2"},
    {"Canada (Central)", "ca-central-1"},
    {"South America (Sao Paulo)", "sa-east-1"},
    {"EU (Frankfurt)", "eu-central-1"},
    {"EU (Ireland)", "eu-west-1"},
    {"EU (London)", "eu-west-2"},
    {"EU (Paris)", "eu-west-3"},
    {"EU (Stockholm)", "eu-north-1"},
    {"EU (Milan)", "eu-south-1"},
    {"EU (Spain)", "eu-south-2"},
    {"Asia Pacific (Tokyo)", "ap-northeast-1"},
    {"Asia Pacific (Seoul)", "ap-northeast-2"},
    {"Asia Pacific (Osaka)", "ap-northeast-3"},
    {"Asia Pacific (Singapore)", "ap-southeast-1"},
    {"Asia Pacific (Sydney)", "ap-southeast-2"},
    {"Asia Pacific (Jakarta)", "ap-southeast-3"},
    {"Asia Pacific (Mumbai)", "ap-south-1"},
    {"Asia Pacific (Hyderabad)", "ap-south-2"},
    {"Middle East (UAE)", "me-central-1"},
}};

// The accelerator families: Trainium, Inferentia, NVIDIA P and G, Gaudi/Qualcomm DL.
bool isAcceleratorFamily(std::string_view type)
{
    return type.starts_with("trn") || type.starts_with("inf") || type.starts_with("dl") ||
           type.starts_with('p') || type.starts_with('g');
}

std::string_view field(const std::vector<std::string_view> &fields, int index)
{
    return index < 0 ? std::string_view() : fields[std::size_t(index)];
}

} // namespace

std::optional<QString> readPreamble(const std::vector<std::vector<std::string_view>> &rows,
                                    Preamble &preamble)
{
    static constexpr std::array<std::string_view, 5> kKeys{
        "FormatVersion", "Disclaimer", "Publication Date", "Version", "OfferCode"};
    const QString expected =
        QStringLiteral("an AWS Price List EC2 offer CSV starts with 5 lines \"FormatVersion\", "
                       "\"Disclaimer\", \"Publication Date\", \"Version\", \"OfferCode\"");
    if (rows.size() != kKeys.size())
        return expected + QStringLiteral(" (the file has fewer lines)");
    for (std::size_t i = 0; i < kKeys.size(); ++i) {
        if (rows[i].size() != 2 || rows[i][0] != kKeys[i])
            return expected + QStringLiteral("; line %1 is \"%2\"")
                                  .arg(i + 1)
                                  .arg(rows[i].empty() ? QString() : text(rows[i][0]).left(60));
    }
    preamble.publicationDate = text(rows[2][1]);
    preamble.version = text(rows[3][1]);
    preamble.offerCode = text(rows[4][1]);
    if (preamble.offerCode != QStringLiteral("AmazonEC2"))
        return QStringLiteral("expected the AmazonEC2 offer, got OfferCode \"%1\"")
            .arg(preamble.offerCode);
    if (preamble.publicationDate.size() < 10)
        return QStringLiteral("Publication Date: expected an ISO 8601 date, got \"%1\"")
            .arg(preamble.publicationDate);
    return std::nullopt;
}

std::optional<QString> mapColumns(const std::vector<std::string_view> &header, Columns &columns)
{
    columns = Columns{};
    columns.count = int(header.size());
    struct Wanted
    {
        std::string_view name;
        int Columns::*member;
        bool required;
    };
    static const std::array<Wanted, 23> kWanted{{
        {"SKU", &Columns::sku, true},
        {"OfferTermCode", &Columns::offerTermCode, true},
        {"TermType", &Columns::termType, true},
        {"Unit", &Columns::unit, true},
        {"PricePerUnit", &Columns::pricePerUnit, true},
        {"Currency", &Columns::currency, false},
        {"LeaseContractLength", &Columns::leaseContractLength, true},
        {"PurchaseOption", &Columns::purchaseOption, true},
        {"OfferingClass", &Columns::offeringClass, true},
        {"Product Family", &Columns::productFamily, false},
        {"Location", &Columns::location, false},
        {"Instance Type", &Columns::instanceType, true},
        {"vCPU", &Columns::vcpu, false},
        {"Memory", &Columns::memory, false},
        {"Network Performance", &Columns::network, false},
        {"Tenancy", &Columns::tenancy, true},
        {"Operating System", &Columns::operatingSystem, true},
        {"License Model", &Columns::licenseModel, false},
        {"GPU", &Columns::gpu, false},
        // The next three are filters that older price lists lack because the rows they
        // exclude did not exist yet (SQL/Enterprise AMIs, capacity reservations,
        // Capacity Blocks): every row of such a file passes them (absentFilters).
        {"Pre Installed S/W", &Columns::preInstalledSoftware, false},
        {"CapacityStatus", &Columns::capacityStatus, false},
        {"MarketOption", &Columns::marketOption, false},
        {"Region Code", &Columns::regionCode, false},
    }};
    for (int i = 0; i < columns.count; ++i) {
        for (const Wanted &wanted : kWanted) {
            if (header[std::size_t(i)] == wanted.name)
                columns.*wanted.member = i;
        }
    }
    QStringList missing;
    for (const Wanted &wanted : kWanted) {
        if (wanted.required && columns.*wanted.member < 0)
            missing << text(wanted.name);
    }
    if (columns.regionCode < 0 && columns.location < 0)
        missing << QStringLiteral("Region Code (or Location)");
    if (!missing.isEmpty())
        return QStringLiteral("line 6 is not an AWS Price List EC2 header: missing column(s) %1")
            .arg(missing.join(QStringLiteral(", ")));
    return std::nullopt;
}

QStringList absentFilters(const Columns &columns)
{
    static const std::array<std::pair<std::string_view, int Columns::*>, 6> kFilters{{
        {"Product Family", &Columns::productFamily},
        {"License Model", &Columns::licenseModel},
        {"Pre Installed S/W", &Columns::preInstalledSoftware},
        {"CapacityStatus", &Columns::capacityStatus},
        {"MarketOption", &Columns::marketOption},
        {"Currency", &Columns::currency},
    }};
    QStringList absent;
    for (const auto &[name, member] : kFilters) {
        if (columns.*member < 0)
            absent << text(name);
    }
    return absent;
}

bool mayBeAcceleratorRow(std::string_view instanceType)
{
    return !instanceType.empty() && isAcceleratorFamily(instanceType);
}

RowOutcome classify(const std::vector<std::string_view> &fields, const Columns &columns,
                    std::string_view region)
{
    if (int(fields.size()) != columns.count)
        return Rejected{QStringLiteral("expected %1 fields as in the header, got %2")
                            .arg(columns.count)
                            .arg(fields.size())};
    PriceRow row;
    // Cheapest and most selective test first: most rows are other instance families.
    row.instanceType = field(fields, columns.instanceType);
    if (!mayBeAcceleratorRow(row.instanceType))
        return Skipped{};
    if (columns.productFamily >= 0 &&
        !field(fields, columns.productFamily).starts_with("Compute Instance"))
        return Skipped{};
    if (field(fields, columns.tenancy) != "Shared" ||
        field(fields, columns.operatingSystem) != "Linux" ||
        (columns.preInstalledSoftware >= 0 &&
         field(fields, columns.preInstalledSoftware) != "NA") ||
        (columns.capacityStatus >= 0 && field(fields, columns.capacityStatus) != "Used") ||
        (columns.licenseModel >= 0 &&
         field(fields, columns.licenseModel) != "No License required") ||
        (columns.marketOption >= 0 && field(fields, columns.marketOption) != "OnDemand") ||
        (columns.currency >= 0 && field(fields, columns.currency) != "USD"))
        return Skipped{};

    row.region = field(fields, columns.regionCode);
    if (row.region.empty()) {
        const std::string_view location = field(fields, columns.location);
        for (const auto &[name, code] : kLocations) {
            if (name == location)
                row.region = code;
        }
        if (row.region.empty())
            return Rejected{QStringLiteral("Location: unknown region \"%1\" and no Region Code")
                                .arg(text(location))};
    }
    if (!region.empty() && row.region != region)
        return Skipped{};

    const std::string_view termType = field(fields, columns.termType);
    const std::string_view unit = field(fields, columns.unit);
    if (termType == "Reserved") {
        row.reserved = true;
        const std::string_view lease = field(fields, columns.leaseContractLength);
        row.termYears = lease == "1yr" ? 1 : lease == "3yr" ? 3 : 0;
        if (row.termYears == 0)
            return Rejected{QStringLiteral("LeaseContractLength: expected 1yr or 3yr, got \"%1\"")
                                .arg(text(lease))};
        const std::string_view option = field(fields, columns.purchaseOption);
        row.paymentOption = option == "No Upfront"        ? "no_upfront"
                            : option == "Partial Upfront" ? "partial_upfront"
                            : option == "All Upfront"     ? "all_upfront"
                                                          : "";
        if (row.paymentOption.empty())
            return Rejected{QStringLiteral("PurchaseOption: expected No Upfront, Partial "
                                           "Upfront or All Upfront, got \"%1\"")
                                .arg(text(option))};
        row.offeringClass = field(fields, columns.offeringClass);
        if (row.offeringClass != "standard" && row.offeringClass != "convertible")
            return Rejected{QStringLiteral("OfferingClass: expected standard or convertible, "
                                           "got \"%1\"")
                                .arg(text(row.offeringClass))};
        row.upfrontFee = unit == "Quantity";
    } else if (termType != "OnDemand") {
        return Skipped{};
    }
    if (unit != "Hrs" && !row.upfrontFee)
        return Rejected{
            QStringLiteral("Unit: expected Hrs%1, got \"%2\"")
                .arg(row.reserved ? QStringLiteral(" or Quantity") : QString(), text(unit))};

    const std::string_view price = field(fields, columns.pricePerUnit);
    const std::optional<double> value = number<double>(price);
    if (!value || !std::isfinite(*value) || *value < 0)
        return Rejected{
            QStringLiteral("PricePerUnit: not a non-negative number, got \"%1\"").arg(text(price))};
    // A $0 on-demand hour is a Capacity Block or reservation row that slipped through.
    if (!row.reserved && *value == 0)
        return Rejected{QStringLiteral("PricePerUnit: $0 on-demand price (a Capacity Block "
                                       "or capacity-reservation row?)")};
    row.price = *value;
    row.sku = field(fields, columns.sku);
    row.offerTermCode = field(fields, columns.offerTermCode);

    row.vcpus = number<int>(field(fields, columns.vcpu));
    std::string_view memory = field(fields, columns.memory);
    if (memory.ends_with(" GiB"))
        memory.remove_suffix(4);
    row.memoryGib = number<double>(memory);
    row.gpus = number<int>(field(fields, columns.gpu));
    if (row.gpus && *row.gpus < 1)
        row.gpus.reset();
    row.network = field(fields, columns.network);
    return row;
}

std::optional<int> knownAcceleratorCount(std::string_view instanceType)
{
    // AWS documentation (instance type pages): chips per instance.
    static constexpr std::array<std::pair<std::string_view, int>, 19> kCounts{{
        {"trn1.2xlarge", 1},   {"trn1.32xlarge", 16},  {"trn1n.32xlarge", 16}, {"trn2.3xlarge", 1},
        {"trn2.48xlarge", 16}, {"trn2u.48xlarge", 16}, {"trn3.48xlarge", 16},  {"inf1.xlarge", 1},
        {"inf1.2xlarge", 1},   {"inf1.6xlarge", 4},    {"inf1.24xlarge", 16},  {"inf2.xlarge", 1},
        {"inf2.8xlarge", 1},   {"inf2.24xlarge", 6},   {"inf2.48xlarge", 12},  {"dl1.24xlarge", 8},
        {"dl2q.24xlarge", 8},  {"p5.4xlarge", 1},      {"p5.48xlarge", 8},
    }};
    for (const auto &[name, count] : kCounts) {
        if (name == instanceType)
            return count;
    }
    return std::nullopt;
}

} // namespace acceldecide::db::awspricelist
