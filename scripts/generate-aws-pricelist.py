#!/usr/bin/env python3
"""Writes a realistic AWS Price List EC2 offer CSV (the per-region index.csv) for the
import benchmark: the real 5-line preamble and header (../shared/FORMATS.md), every
instance family, on-demand and reserved terms (reserved upfront rows as separate
"Upfront Fee" rows, not adjacent to their hourly row, as in the real file), Capacity
Block $0 rows, capacity-reservation rows, Windows/RHEL/SUSE/dedicated/SQL rows that an
importer must filter out, and non-instance rows (EBS, data transfer).

Deterministic for a given --seed. Usage:
    generate-aws-pricelist.py [--size-mb 300] [--seed 1] [OUTPUT | -]
"""

import argparse
import random
import sys

HEADER = [
    "SKU", "OfferTermCode", "RateCode", "TermType", "PriceDescription", "EffectiveDate",
    "StartingRange", "EndingRange", "Unit", "PricePerUnit", "Currency", "RelatedTo",
    "LeaseContractLength", "PurchaseOption", "OfferingClass", "Product Family", "serviceCode",
    "Location", "Location Type", "Instance Type", "Current Generation", "Instance Family",
    "vCPU", "Physical Processor", "Clock Speed", "Memory", "Storage", "Network Performance",
    "Processor Architecture", "Storage Media", "Volume Type", "Max Volume Size",
    "Max IOPS/volume", "Max IOPS Burst Performance", "Max throughput/volume", "Provisioned",
    "Tenancy", "EBS Optimized", "Operating System", "License Model", "Group",
    "Group Description", "Transfer Type", "From Location", "From Location Type",
    "To Location", "To Location Type", "usageType", "operation", "AvailabilityZone",
    "CapacityStatus", "ClassicNetworkingSupport", "Dedicated EBS Throughput", "ECU",
    "Elastic Graphics Type", "Enhanced Networking Supported", "From Region Code", "GPU",
    "GPU Memory", "Instance", "Instance Capacity - 10xlarge", "Instance Capacity - 12xlarge",
    "Instance Capacity - 16xlarge", "Instance Capacity - 18xlarge",
    "Instance Capacity - 24xlarge", "Instance Capacity - 2xlarge",
    "Instance Capacity - 32xlarge", "Instance Capacity - 4xlarge",
    "Instance Capacity - 8xlarge", "Instance Capacity - 9xlarge",
    "Instance Capacity - large", "Instance Capacity - medium", "Instance Capacity - metal",
    "Instance Capacity - xlarge", "instanceSKU", "Intel AVX Available",
    "Intel AVX2 Available", "Intel Turbo Available", "MarketOption",
    "Normalization Size Factor", "Physical Cores", "Pre Installed S/W", "Processor Features",
    "Product Type", "Region Code", "Resource Type", "serviceName", "SnapshotArchiveFeeType",
    "To Region Code", "Volume API Name", "VPCNetworkingSupport",
]
COL = {name: i for i, name in enumerate(HEADER)}

SIZES = [("large", 2, 1), ("xlarge", 4, 2), ("2xlarge", 8, 4), ("4xlarge", 16, 8),
         ("8xlarge", 32, 16), ("12xlarge", 48, 24), ("16xlarge", 64, 32),
         ("24xlarge", 96, 48), ("48xlarge", 192, 96), ("metal", 192, 96)]
GENERAL = ["m5", "m5a", "m5d", "m5n", "m6a", "m6g", "m6gd", "m6i", "m6id", "m6in", "m7a",
           "m7g", "m7gd", "m7i", "m7i-flex", "m8g", "c5", "c5a", "c5d", "c5n", "c6a", "c6g",
           "c6gd", "c6gn", "c6i", "c6id", "c6in", "c7a", "c7g", "c7gd", "c7gn", "c7i", "c8g",
           "r5", "r5a", "r5b", "r5d", "r5n", "r6a", "r6g", "r6gd", "r6i", "r6id", "r6in",
           "r7a", "r7g", "r7gd", "r7i", "r7iz", "r8g", "x2gd", "x2idn", "x2iedn", "x8g",
           "i3", "i3en", "i4g", "i4i", "i7ie", "im4gn", "is4gen", "d3", "d3en", "h1", "z1d",
           "t3", "t3a", "t4g", "hpc7g", "f1", "f2", "vt1", "u-6tb1", "mac2"]
# (instance type, vCPU, memory GiB, GPUs, network)
ACCELERATED = [
    ("p6-b300.48xlarge", 192, 4096, 8, "6400 Gigabit"),
    ("p6-b200.48xlarge", 192, 2048, 8, "3200 Gigabit"),
    ("p5en.48xlarge", 192, 2048, 8, "3200 Gigabit"), ("p5e.48xlarge", 192, 2048, 8, "3200 Gigabit"),
    ("p5.48xlarge", 192, 2048, 8, "3200 Gigabit"), ("p5.4xlarge", 16, 256, 1, "100 Gigabit"),
    ("p4de.24xlarge", 96, 1152, 8, "400 Gigabit"), ("p4d.24xlarge", 96, 1152, 8, "400 Gigabit"),
    ("p3dn.24xlarge", 96, 768, 8, "100 Gigabit"), ("p3.16xlarge", 64, 488, 8, "25 Gigabit"),
    ("p3.8xlarge", 32, 244, 4, "10 Gigabit"), ("p3.2xlarge", 8, 61, 1, "Up to 10 Gigabit"),
    ("trn2.48xlarge", 192, 2048, 0, "3200 Gigabit"), ("trn2u.48xlarge", 192, 2048, 0, "3200 Gigabit"),
    ("trn1n.32xlarge", 128, 512, 0, "1600 Gigabit"), ("trn1.32xlarge", 128, 512, 0, "800 Gigabit"),
    ("trn1.2xlarge", 8, 32, 0, "Up to 12.5 Gigabit"),
    ("inf2.48xlarge", 192, 768, 0, "100 Gigabit"), ("inf2.24xlarge", 96, 384, 0, "50 Gigabit"),
    ("inf2.8xlarge", 32, 128, 0, "Up to 25 Gigabit"), ("inf2.xlarge", 4, 16, 0, "Up to 15 Gigabit"),
    ("inf1.24xlarge", 96, 192, 0, "100 Gigabit"), ("inf1.6xlarge", 24, 48, 0, "25 Gigabit"),
    ("inf1.2xlarge", 8, 16, 0, "Up to 25 Gigabit"), ("inf1.xlarge", 4, 8, 0, "Up to 25 Gigabit"),
    ("dl1.24xlarge", 96, 768, 8, "400 Gigabit"), ("dl2q.24xlarge", 96, 768, 8, "100 Gigabit"),
]
for fam, gpus_by_size in [("g6", {"xlarge": 1, "2xlarge": 1, "4xlarge": 1, "8xlarge": 1,
                                  "12xlarge": 4, "16xlarge": 1, "24xlarge": 4, "48xlarge": 8}),
                          ("g6e", {"xlarge": 1, "2xlarge": 1, "4xlarge": 1, "12xlarge": 4,
                                   "24xlarge": 4, "48xlarge": 8}),
                          ("g5", {"xlarge": 1, "2xlarge": 1, "4xlarge": 1, "8xlarge": 1,
                                  "12xlarge": 4, "16xlarge": 1, "24xlarge": 4, "48xlarge": 8}),
                          ("g4dn", {"xlarge": 1, "2xlarge": 1, "4xlarge": 1, "8xlarge": 1,
                                    "12xlarge": 4, "16xlarge": 1, "metal": 8}),
                          ("g5g", {"xlarge": 1, "2xlarge": 1, "4xlarge": 1, "8xlarge": 1,
                                   "16xlarge": 2, "metal": 2}),
                          ("gr6", {"4xlarge": 1, "8xlarge": 1})]:
    for size, vcpu, mem in SIZES:
        if size in gpus_by_size:
            ACCELERATED.append((f"{fam}.{size}", vcpu, mem * 4, gpus_by_size[size],
                                "Up to 25 Gigabit"))

# (operating system, license model, pre-installed software, operation)
PLATFORMS = [("Linux", "No License required", "NA", "RunInstances"),
             ("Windows", "No License required", "NA", "RunInstances:0002"),
             ("RHEL", "No License required", "NA", "RunInstances:0010"),
             ("SUSE", "No License required", "NA", "RunInstances:000g"),
             ("Red Hat Enterprise Linux with HA", "No License required", "NA", "RunInstances:1010"),
             ("Ubuntu Pro", "No License required", "NA", "RunInstances:0g00"),
             ("Linux", "No License required", "SQL Std", "RunInstances:0004"),
             ("Windows", "Bring your own license", "NA", "RunInstances:0800")]
# (offer term code, lease, purchase option, class)
RESERVED = [("4NA7Y494T4", "1yr", "No Upfront", "standard"),
            ("HU7G6KETJZ", "1yr", "Partial Upfront", "standard"),
            ("6QCMYABX3D", "1yr", "All Upfront", "standard"),
            ("BPH4J8HBKS", "3yr", "No Upfront", "standard"),
            ("38NPMPTW36", "3yr", "Partial Upfront", "standard"),
            ("NQ3QZPMQV9", "3yr", "All Upfront", "standard"),
            ("7NE97W5U4E", "1yr", "No Upfront", "convertible"),
            ("CUZHX8X6JH", "1yr", "Partial Upfront", "convertible"),
            ("VJWZNREJX2", "1yr", "All Upfront", "convertible"),
            ("Z2E3P23VKM", "3yr", "No Upfront", "convertible"),
            ("R5XV2EPZQZ", "3yr", "Partial Upfront", "convertible"),
            ("MZU6U2429S", "3yr", "All Upfront", "convertible")]
DISCOUNT = {("1yr", "No Upfront"): 0.66, ("1yr", "Partial Upfront"): 0.63,
            ("1yr", "All Upfront"): 0.62, ("3yr", "No Upfront"): 0.45,
            ("3yr", "Partial Upfront"): 0.42, ("3yr", "All Upfront"): 0.40}
LOCATIONS = [("US East (N. Virginia)", "AWS Region", "us-east-1", "")]
LOCATIONS += [(f"US East (Local Zone {i})", "AWS Local Zone", f"us-east-1-lz{i}-1", f"LZ{i}-")
              for i in range(1, 100)]


def instance_types():
    types = []
    for fam in GENERAL:
        for size, vcpu, mem in SIZES:
            types.append((f"{fam}.{size}", vcpu, mem * 4, 0, "Up to 12500 Megabit"))
    types.extend(ACCELERATED)
    return types


def quote(value):
    return '"' + str(value).replace('"', '""') + '"'


class Writer:
    def __init__(self, out, limit):
        self.out, self.limit, self.written = out, limit, 0

    def row(self, values):
        line = ",".join(quote(v) for v in values) + "\n"
        self.out.write(line)
        self.written += len(line)

    def full(self):
        return self.written >= self.limit


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("output", nargs="?", default="-")
    parser.add_argument("--size-mb", type=float, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    out = sys.stdout if args.output == "-" else open(args.output, "w", newline="")
    w = Writer(out, int(args.size_mb * 1e6))
    for key, value in [("FormatVersion", "v1.0"),
                       ("Disclaimer", "This pricing list is for informational purposes only. "
                        "All prices are subject to the additional terms included in the pricing "
                        "pages on http://aws.amazon.com. All Free Tier prices are also subject "
                        "to the terms included at https://aws.amazon.com/free/"),
                       ("Publication Date", "2026-07-28T17:52:47Z"),
                       ("Version", "20260728175247"), ("OfferCode", "AmazonEC2")]:
        w.row([key, value])
    w.row(HEADER)
    types = instance_types()
    for location, location_type, region, prefix in LOCATIONS:
        for itype, vcpu, mem, gpus, network in types:
            if w.full():
                break
            emit_instance(w, rng, location, location_type, region, prefix, itype, vcpu, mem,
                          gpus, network)
            emit_other(w, rng, location, location_type, region, prefix)
    if out is not sys.stdout:
        out.close()


def sku(rng):
    return "".join(rng.choice("ABCDEFGHJKMNPQRSTUVWXYZ23456789") for _ in range(16))


def emit_instance(w, rng, location, location_type, region, prefix, itype, vcpu, mem, gpus,
                  network):
    family = itype.split(".")[0]
    accelerated = family.startswith(("p", "g", "trn", "inf", "dl"))
    base = round(rng.uniform(0.02, 0.06) * vcpu * (12 if accelerated else 1), 4)
    for os_name, license_model, software, operation in PLATFORMS:
        for tenancy in ("Shared", "Dedicated"):
            for capacity in ("Used", "UnusedCapacityReservation", "AllocatedCapacityReservation"):
                price = base * (1.1 if tenancy == "Dedicated" else 1) + (
                    0.046 * vcpu / 4 if os_name != "Linux" or software != "NA" else 0)
                product = blank_product(location, location_type, region, itype, vcpu, mem,
                                        gpus, network, tenancy, os_name, license_model,
                                        software, operation, capacity, prefix)
                s = sku(rng)
                on_demand(w, s, product, price, os_name, itype, "OnDemand")
                if capacity != "Used":
                    continue
                if accelerated and family.startswith(("p4", "p5", "trn")) and tenancy == "Shared":
                    block = dict(product, MarketOption="CapacityBlock")
                    on_demand(w, sku(rng), block, 0.0, os_name, itype, "CapacityBlock")
                upfront_rows = []
                for code, lease, option, klass in RESERVED:
                    years = 1 if lease == "1yr" else 3
                    effective = price * DISCOUNT[(lease, option)] * (1.05 if klass ==
                                                                     "convertible" else 1)
                    share = {"No Upfront": 0.0, "Partial Upfront": 0.5, "All Upfront": 1.0}[option]
                    hourly = round(effective * (1 - share), 4)
                    upfront = round(effective * share * 8760 * years)
                    term = [s, code, f"{s}.{code}.6YS6EN2CT7", "Reserved",
                            f"Linux/UNIX (Amazon VPC), {itype} reserved instance applied",
                            "2026-07-01", "0", "Inf", "Hrs", f"{hourly:.10f}", "USD", "",
                            lease, option, klass]
                    w.row(term + product_values(product))
                    if option != "No Upfront":
                        upfront_rows.append(
                            [s, code, f"{s}.{code}.2TG2D8R56U", "Reserved", "Upfront Fee",
                             "2026-07-01", "", "", "Quantity", f"{upfront}", "USD", "", lease,
                             option, klass] + product_values(product))
                # The real file lists the upfront fees apart from their hourly rows.
                for values in upfront_rows:
                    w.row(values)


def blank_product(location, location_type, region, itype, vcpu, mem, gpus, network, tenancy,
                  os_name, license_model, software, operation, capacity, prefix):
    family = itype.split(".")[0]
    kind = ("Machine Learning ASIC Instances" if family.startswith(("trn", "inf", "dl"))
            else "GPU instance" if family.startswith(("p", "g")) else "General purpose")
    return {"Product Family": "Compute Instance", "serviceCode": "AmazonEC2",
            "Location": location, "Location Type": location_type, "Instance Type": itype,
            "Current Generation": "Yes", "Instance Family": kind, "vCPU": str(vcpu),
            "Physical Processor": "Intel Xeon Platinum 8488C, 3.2 GHz", "Clock Speed": "3.2 GHz",
            "Memory": f"{mem} GiB", "Storage": "8 x 3840 NVMe SSD",
            "Network Performance": network, "Processor Architecture": "64-bit",
            "Tenancy": tenancy, "EBS Optimized": "Yes", "Operating System": os_name,
            "License Model": license_model,
            "usageType": f"{prefix}{'Dedicated' if tenancy != 'Shared' else 'Box'}Usage:{itype}",
            "operation": operation, "CapacityStatus": capacity,
            "ClassicNetworkingSupport": "false", "Dedicated EBS Throughput": "80000 Mbps",
            "ECU": "NA", "Enhanced Networking Supported": "Yes",
            "GPU": str(gpus) if gpus else "", "GPU Memory": f"{gpus * 80} GB" if gpus else "NA",
            "instanceSKU": "", "Intel AVX Available": "Yes", "Intel AVX2 Available": "Yes",
            "Intel Turbo Available": "Yes", "MarketOption": "OnDemand",
            "Normalization Size Factor": "384", "Physical Cores": str(vcpu // 2),
            "Pre Installed S/W": software,
            "Processor Features": "Intel AVX, Intel AVX2, Intel AVX512, Intel Turbo",
            "Region Code": region, "serviceName": "Amazon Elastic Compute Cloud",
            "VPCNetworkingSupport": "true"}


def product_values(product):
    return [product.get(name, "") for name in HEADER[15:]]


def on_demand(w, s, product, price, os_name, itype, market):
    description = (f"${price:.4f} per On Demand {os_name} {itype} Instance Hour"
                   if market == "OnDemand" else f"$0.00 per Capacity Block {itype} Instance Hour")
    w.row([s, "JRTCKXETXF", f"{s}.JRTCKXETXF.6YS6EN2CT7", "OnDemand", description,
           "2026-07-01", "0", "Inf", "Hrs", f"{price:.10f}", "USD", "", "", "", ""] +
          product_values(product))


def emit_other(w, rng, location, location_type, region, prefix):
    for volume in ("gp3", "io2"):
        s = sku(rng)
        product = {"Product Family": "Storage", "serviceCode": "AmazonEC2",
                   "Location": location, "Location Type": location_type,
                   "Storage Media": "SSD-backed", "Volume Type": "General Purpose",
                   "Max Volume Size": "16 TiB", "usageType": f"{prefix}EBS:VolumeUsage.{volume}",
                   "operation": "", "Region Code": region, "Volume API Name": volume}
        w.row([s, "JRTCKXETXF", f"{s}.JRTCKXETXF.6YS6EN2CT7", "OnDemand",
               f"$0.08 per GB-month of {volume} provisioned storage", "2026-07-01", "0", "Inf",
               "GB-Mo", "0.0800000000", "USD", "", "", "", ""] + product_values(product))


if __name__ == "__main__":
    main()
