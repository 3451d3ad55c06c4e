#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <string_view>
#include <variant>
#include <vector>

namespace acceldecide::db::awspricelist {

// The 5-line preamble of an AmazonEC2 offer file, e.g. "Version","20260728175247".
struct Preamble
{
    QString publicationDate; // ISO 8601 as written
    QString version;
    QString offerCode;
};

// Where each column the importer needs sits in this file: the column set varies by
// price-list version, so positions come from the header, never from constants.
struct Columns
{
    int count = 0;
    int sku = -1, offerTermCode = -1, termType = -1, unit = -1, pricePerUnit = -1;
    int currency = -1, leaseContractLength = -1, purchaseOption = -1, offeringClass = -1;
    int productFamily = -1, location = -1, instanceType = -1, vcpu = -1, memory = -1;
    int network = -1, tenancy = -1, operatingSystem = -1, licenseModel = -1, gpu = -1;
    int preInstalledSoftware = -1, capacityStatus = -1, marketOption = -1, regionCode = -1;
};

// One price row that passed the filters. Views point into the reader's buffer.
struct PriceRow
{
    std::string_view sku;
    std::string_view offerTermCode;
    std::string_view instanceType;
    std::string_view region;
    bool reserved = false;
    bool upfrontFee = false; // a reserved "Upfront Fee" (Unit Quantity) row
    int termYears = 0;
    std::string_view paymentOption; // no_upfront | partial_upfront | all_upfront
    std::string_view offeringClass; // standard | convertible
    double price = 0;               // $/h, or the upfront fee in $
    std::optional<int> vcpus;
    std::optional<double> memoryGib;
    std::optional<int> gpus;
    std::string_view network;
};

struct Skipped
{};
struct Rejected
{
    QString reason;
};
using RowOutcome = std::variant<PriceRow, Skipped, Rejected>;

// Checks the preamble rows; an error message saying what was expected otherwise.
std::optional<QString> readPreamble(const std::vector<std::vector<std::string_view>> &rows,
                                    Preamble &preamble);
// Maps the header; an error naming the missing columns when it is not an EC2 offer.
std::optional<QString> mapColumns(const std::vector<std::string_view> &header, Columns &columns);
// The filter columns (CapacityStatus, MarketOption, Pre Installed S/W, ...) this file
// lacks, in the order classify applies them: every row passes a filter whose column is
// absent, as in older price lists, written before the rows it excludes existed.
QStringList absentFilters(const Columns &columns);
// Whether a row with this (decoded) Instance Type can pass classify: the first and
// most selective of its filters, which a reader can apply before decoding the row.
bool mayBeAcceleratorRow(std::string_view instanceType);
// Filters and decodes one data row. `region` keeps only that region when not empty.
RowOutcome classify(const std::vector<std::string_view> &fields, const Columns &columns,
                    std::string_view region);
// Accelerators per instance for Neuron and other non-GPU accelerated types, whose
// price-list rows carry no GPU count.
std::optional<int> knownAcceleratorCount(std::string_view instanceType);

} // namespace acceldecide::db::awspricelist
