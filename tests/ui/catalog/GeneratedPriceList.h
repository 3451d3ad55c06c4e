#pragma once

// Writes AWS Price List EC2 offer CSVs for the import tests, in the layout of
// tests/database/fixtures/aws-pricelist-ec2-sample.csv (byte-order mark, five preamble
// lines, the 91-column header, CRLF line ends), with as many rows as a test needs to
// take a while.

#include <QByteArray>
#include <QFile>
#include <QString>

#include <array>
#include <cstdio>
#include <string_view>

namespace acceldecide::ui::test {

inline constexpr std::array<std::string_view, 91> kAwsPriceListColumns = {
    "SKU",
    "OfferTermCode",
    "RateCode",
    "TermType",
    "PriceDescription",
    "EffectiveDate",
    "StartingRange",
    "EndingRange",
    "Unit",
    "PricePerUnit",
    "Currency",
    "RelatedTo",
    "LeaseContractLength",
    "PurchaseOption",
    "OfferingClass",
    "Product Family",
    "serviceCode",
    "Location",
    "Location Type",
    "Instance Type",
    "Current Generation",
    "Instance Family",
    "vCPU",
    "Physical Processor",
    "Clock Speed",
    "Memory",
    "Storage",
    "Network Performance",
    "Processor Architecture",
    "Storage Media",
    "Volume Type",
    "Max Volume Size",
    "Max IOPS/volume",
    "Max IOPS Burst Performance",
    "Max throughput/volume",
    "Provisioned",
    "Tenancy",
    "EBS Optimized",
    "Operating System",
    "License Model",
    "Group",
    "Group Description",
    "Transfer Type",
    "From Location",
    "From Location Type",
    "To Location",
    "To Location Type",
    "usageType",
    "operation",
    "AvailabilityZone",
    "CapacityStatus",
    "ClassicNetworkingSupport",
    "Dedicated EBS Throughput",
    "ECU",
    "Elastic Graphics Type",
    "Enhanced Networking Supported",
    "From Region Code",
    "GPU",
    "GPU Memory",
    "Instance",
    "Instance Capacity - 10xlarge",
    "Instance Capacity - 12xlarge",
    "Instance Capacity - 16xlarge",
    "Instance Capacity - 18xlarge",
    "Instance Capacity - 24xlarge",
    "Instance Capacity - 2xlarge",
    "Instance Capacity - 32xlarge",
    "Instance Capacity - 4xlarge",
    "Instance Capacity - 8xlarge",
    "Instance Capacity - 9xlarge",
    "Instance Capacity - large",
    "Instance Capacity - medium",
    "Instance Capacity - metal",
    "Instance Capacity - xlarge",
    "instanceSKU",
    "Intel AVX Available",
    "Intel AVX2 Available",
    "Intel Turbo Available",
    "MarketOption",
    "Normalization Size Factor",
    "Physical Cores",
    "Pre Installed S/W",
    "Processor Features",
    "Product Type",
    "Region Code",
    "Resource Type",
    "serviceName",
    "SnapshotArchiveFeeType",
    "To Region Code",
    "Volume API Name",
    "VPCNetworkingSupport",
};

// What a generated file holds, for the expectations.
struct GeneratedPriceList
{
    qint64 rows = 0;        // data rows
    qint64 linuxRows = 0;   // on-demand Linux rows of distinct instance types: imported
    qint64 windowsRows = 0; // Windows rows: skipped by the importer's filter
    qint64 bytes = 0;
};

inline QByteArray quoted(std::string_view text)
{
    return '"' + QByteArray(text.data(), qsizetype(text.size())) + '"';
}

// One on-demand row of instance type `type` (a family the importer keeps: "p5.7xlarge").
inline QByteArray priceListRow(int index, const QByteArray &type, bool windows)
{
    const QByteArray sku = "GEN" + QByteArray::number(index).rightJustified(13, '0');
    char price[32];
    std::snprintf(price, sizeof price, "%.10f", 10.0 + index * 0.01);
    const QByteArray os = windows ? "Windows" : "Linux";
    QByteArray row;
    for (std::size_t i = 0; i < kAwsPriceListColumns.size(); ++i) {
        const std::string_view column = kAwsPriceListColumns[i];
        QByteArray value;
        if (column == "SKU")
            value = sku;
        else if (column == "OfferTermCode")
            value = "JRTCKXETXF";
        else if (column == "RateCode")
            value = sku + ".JRTCKXETXF.6YS6EN2CT7";
        else if (column == "TermType" || column == "MarketOption")
            value = "OnDemand";
        else if (column == "PriceDescription")
            value =
                "$" + QByteArray(price) + " per On Demand " + os + " " + type + " Instance Hour";
        else if (column == "EffectiveDate")
            value = "2026-07-01";
        else if (column == "StartingRange")
            value = "0";
        else if (column == "EndingRange")
            value = "Inf";
        else if (column == "Unit")
            value = "Hrs";
        else if (column == "PricePerUnit")
            value = price;
        else if (column == "Currency")
            value = "USD";
        else if (column == "Product Family")
            value = "Compute Instance";
        else if (column == "serviceCode")
            value = "AmazonEC2";
        else if (column == "Location")
            value = "US East (N. Virginia)";
        else if (column == "Location Type")
            value = "AWS Region";
        else if (column == "Instance Type")
            value = type;
        else if (column == "vCPU")
            value = "192";
        else if (column == "Memory")
            value = "2048 GiB";
        else if (column == "Network Performance")
            value = "3200 Gigabit";
        else if (column == "Tenancy")
            value = "Shared";
        else if (column == "Operating System")
            value = os;
        else if (column == "License Model")
            value = "No License required";
        else if (column == "usageType")
            value = "BoxUsage:" + type;
        else if (column == "operation")
            value = windows ? "RunInstances:0002" : "RunInstances";
        else if (column == "CapacityStatus")
            value = "Used";
        else if (column == "GPU")
            value = "8";
        else if (column == "GPU Memory")
            value = "640 GB";
        else if (column == "Pre Installed S/W")
            value = "NA";
        else if (column == "Processor Features")
            value = "Intel AVX, Intel AVX2, Intel AVX512, Intel Turbo";
        else if (column == "Region Code")
            value = "us-east-1";
        else if (column == "serviceName")
            value = "Amazon Elastic Compute Cloud";
        row += (i == 0 ? "" : ",") + quoted(std::string_view(value.constData(), value.size()));
    }
    return row + "\r\n";
}

// `rows` on-demand rows, every fourth a Windows row; each Linux row prices its own
// instance type ("p5.<n>xlarge"), so each becomes one new instance type and one new
// observation. About 800 bytes a row.
inline GeneratedPriceList writeAwsPriceList(const QString &path, int rows)
{
    QByteArray out = "\xEF\xBB\xBF\"FormatVersion\",\"v1.0\"\r\n"
                     "\"Disclaimer\",\"This pricing list is for informational purposes only.\"\r\n"
                     "\"Publication Date\",\"2026-07-28T17:52:47Z\"\r\n"
                     "\"Version\",\"20260728175247\"\r\n"
                     "\"OfferCode\",\"AmazonEC2\"\r\n";
    for (std::size_t i = 0; i < kAwsPriceListColumns.size(); ++i)
        out += (i == 0 ? "" : ",") + quoted(kAwsPriceListColumns[i]);
    out += "\r\n";
    GeneratedPriceList generated;
    for (int i = 0; i < rows; ++i) {
        const bool windows = i % 4 == 3;
        out += priceListRow(i, "p5." + QByteArray::number(i) + "xlarge", windows);
        ++(windows ? generated.windowsRows : generated.linuxRows);
    }
    generated.rows = rows;
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        generated.bytes = file.write(out);
    return generated;
}

} // namespace acceldecide::ui::test
