#!/usr/bin/env python3
"""Writes a realistic AWS Cost and Usage Report 2.0 CSV for the bill import benchmark
(tests/benchmarks/run-bill-import-benchmark.sh): the 57 columns of the CUR 2.0 fixture
(tests/database/fixtures/bills/cur2-2026-04-part1.csv, the columns of AWS's CUR 2.0 table
in the order AWS Data Exports writes them), one month at hourly granularity, every
column a real export fills filled (line item ids, time intervals, descriptions, the
`product` map, rates, SKUs), so that rows are as long as a real export's.

What an AI team's month holds, by share of rows: accelerated instances (p5, p4d, g6e,
trn1, trn2, inf2) on demand, on Spot, covered by a savings plan (each covered line with
its SavingsPlanNegation) or a reservation (DiscountedUsage); general-purpose instances
alike; the rest of EC2 (EBS volumes and snapshots, NAT gateways, data transfer, public
IPv4); other services (S3, CloudWatch, RDS, Lambda, EKS, ECR, FSx, data transfer, ...);
the savings plans' and reservations' hourly fees, EDP discount lines, a few credits,
refunds and taxes. Resource tags (user_project, user_team, user_env) on most usage.

Deterministic for a given --seed. Usage:
    generate-cur2-bill.py [--size-mb 1024] [--seed 1] [OUTPUT | -]
"""

import argparse
import csv
import os
import random
import sys

# The fixture's header, read rather than copied, so the benchmark and the tests read the
# same layout.
FIXTURE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "database",
                       "fixtures", "bills", "cur2-2026-04-part1.csv")
with open(FIXTURE, newline="") as fixture:
    HEADER = next(csv.reader(fixture))
COL = {name: i for i, name in enumerate(HEADER)}

PAYER = "111122223333"
ACCOUNTS = [("111122223333", "acme-payer"), ("222233334444", "ml-research"),
            ("333344445555", "ml-inference"), ("444455556666", "platform")]
# (region, usage type prefix, availability zones)
NO_REGION = ("", "", "")  # account-wide lines: fees, credits, taxes
REGIONS = [("us-east-1", "USE1", "abcdf"), ("us-east-2", "USE2", "abc"),
           ("us-west-2", "USW2", "abcd"), ("eu-west-1", "EU", "abc")]
# (instance type, product_instance_family, on-demand $/h, vCPUs for the `product` map)
GPU, ASIC = "GPU instance", "Machine Learning ASIC Instances"
ACCELERATED = [("p5.48xlarge", GPU, 55.04, 192), ("p5e.48xlarge", GPU, 60.5, 192),
               ("p4d.24xlarge", GPU, 21.96, 96), ("g6e.12xlarge", GPU, 10.49, 48),
               ("g6e.48xlarge", GPU, 30.13, 192), ("g5.48xlarge", GPU, 16.29, 192),
               ("trn1.32xlarge", ASIC, 21.5, 128), ("trn2.48xlarge", ASIC, 35.76, 192),
               ("inf2.48xlarge", ASIC, 12.98, 192), ("inf2.xlarge", ASIC, 0.76, 4)]
GENERAL = [("m7i.2xlarge", "General purpose", 0.4032, 8),
           ("m7i.large", "General purpose", 0.1008, 2),
           ("c7i.4xlarge", "Compute optimized", 0.714, 16),
           ("r7i.8xlarge", "Memory optimized", 2.1168, 32),
           ("m6i.xlarge", "General purpose", 0.192, 4),
           ("c6g.2xlarge", "Compute optimized", 0.272, 8),
           ("t3.medium", "General purpose", 0.0416, 2),
           ("r6g.4xlarge", "Memory optimized", 0.8064, 16)]
# Other EC2 lines: (usage type suffix, operation, unit, $ per unit, description)
EC2_OTHER = [
    ("EBS:VolumeUsage.gp3", "CreateVolume-Gp3", "GB-Mo", 0.08,
     "per GB-month of General Purpose (gp3) provisioned storage"),
    ("EBS:SnapshotUsage", "CreateSnapshot", "GB-Mo", 0.05, "per GB-Month of snapshot data stored"),
    ("NatGateway-Hours", "NatGateway", "Hrs", 0.045, "per NAT Gateway Hour"),
    ("NatGateway-Bytes", "NatGateway", "GB", 0.045, "per GB - data processed by NAT Gateways"),
    ("DataTransfer-Regional-Bytes", "InterZone-In", "GB", 0.01, "per GB - regional data transfer"),
    ("EBS:VolumeIOUsage.io2", "CreateVolume-io2", "IOPS-Mo", 0.065,
     "per IOPS-month provisioned (io2)")]
# Other services: (product code, usage type suffix, operation, unit, $ per unit)
SERVICES = [("AmazonS3", "TimedStorage-ByteHrs", "StandardStorage", "GB-Mo", 0.023),
            ("AmazonS3", "Requests-Tier1", "PutObject", "Requests", 0.000005),
            ("AmazonS3", "Requests-Tier2", "GetObject", "Requests", 0.0000004),
            ("AmazonCloudWatch", "CW:MetricMonitorUsage", "MetricStorage", "Metrics", 0.3),
            ("AmazonCloudWatch", "DataProcessing-Bytes", "PutLogEvents", "GB", 0.5),
            ("AmazonRDS", "InstanceUsage:db.r6g.xlarge", "CreateDBInstance:0014", "Hrs", 0.43),
            ("AWSLambda", "Lambda-GB-Second", "Invoke", "Lambda-GB-Second", 0.0000166667),
            ("AmazonEKS", "AmazonEKS-Hours:perCluster", "CreateOperation", "Hrs", 0.1),
            ("AmazonECR", "TimedStorage-ByteHrs", "StorageOperation", "GB-Mo", 0.1),
            ("AmazonFSx", "Lustre-Storage", "CreateFileSystem", "GB-Mo", 0.145),
            ("AWSDataTransfer", "DataTransfer-Out-Bytes", "RunInstances", "GB", 0.09),
            ("AmazonVPC", "PublicIPv4:InUseAddress", "AssociateAddressVPC", "Hrs", 0.005),
            ("AmazonDynamoDB", "TimedStorage-ByteHrs", "StandardStorage", "GB-Mo", 0.25),
            ("AmazonSageMaker", "Notebk:ml.t3.medium", "RunInstance:Notebook", "Hrs", 0.05)]
PROJECTS = ["llm-train", "llm-serve", "search", "recsys", "vision", "speech", "eval", "data-prep"]
TEAMS = ["research", "platform", "applied", "infra"]
ENVS = ["prod", "staging", "dev"]
SP_ARNS = ["arn:aws:savingsplans::111122223333:savingsplan/3f1e0c1a-sp-gpu-and-trainium",
           "arn:aws:savingsplans::111122223333:savingsplan/8b2d4e6f-sp-general-compute"]
RI_ARNS = ["arn:aws:ec2:us-east-1:111122223333:reserved-instances/6d1e3b2a-ri-p4d-1yr",
           "arn:aws:ec2:us-west-2:333344445555:reserved-instances/9a7c5e3f-ri-inf2-1yr"]
# Share of rows by generator, summing to 1 (see the docstring).
MIX = [("accelerated_on_demand", 0.11), ("accelerated_covered", 0.08),
       ("accelerated_spot", 0.03), ("accelerated_reserved", 0.02),
       ("general_usage", 0.14), ("general_covered", 0.06), ("ec2_other", 0.14),
       ("service", 0.32), ("edp_discount", 0.05), ("fee", 0.01), ("credit_refund_tax", 0.0005)]
# Covered usage comes with its negation line, counted in the generator's share.


def quoted(text):
    return '"' + text.replace('"', '""') + '"' if any(c in text for c in ',"\n') else text


def json_map(pairs):
    return quoted("{" + ",".join(f'"{k}":"{v}"' for k, v in pairs) + "}")


AWS_INC = quoted("Amazon Web Services, Inc.")


class Writer:
    """Rows of each kind, as lists of cells already quoted for CSV."""

    def __init__(self, rng):
        self.rng = rng
        self.tags = [json_map([("user_project", p), ("user_team", t), ("user_env", e)])
                     for p in PROJECTS for t in TEAMS for e in ENVS]
        self.cost_categories = ["{}", json_map([("cost_center", "ml-platform")]),
                                json_map([("cost_center", "research"), ("business_unit", "ai")])]
        self.products = {}

    def product(self, code, instance, vcpu, region):
        key = (code, instance, region)
        if key not in self.products:
            name = "Amazon Elastic Compute Cloud" if code == "AmazonEC2" else code
            pairs = [("product_name", name), ("servicecode", code), ("region", region),
                     ("location_type", "AWS Region")]
            if instance:
                pairs += [("instance_type", instance), ("vcpu", str(vcpu)),
                          ("operating_system", "Linux"), ("tenancy", "Shared"),
                          ("license_model", "No License required"),
                          ("pre_installed_sw", "NA"), ("capacitystatus", "Used"),
                          ("current_generation", "Yes"), ("marketoption", "OnDemand")]
            self.products[key] = json_map(pairs)
        return self.products[key]

    def base(self, hour, account, region):
        rng = self.rng
        day, h = divmod(hour, 24)
        start = f"2026-04-{day + 1:02d}T{h:02d}:00:00Z"
        end_day, end_h = divmod(hour + 1, 24)
        end = (f"2026-04-{end_day + 1:02d}T{end_h:02d}:00:00Z" if end_day < 30
               else "2026-05-01T00:00:00Z")
        row = [""] * len(HEADER)
        row[COL["bill_bill_type"]] = "Anniversary"
        row[COL["bill_billing_entity"]] = "AWS"
        row[COL["bill_billing_period_end_date"]] = "2026-05-01T00:00:00Z"
        row[COL["bill_billing_period_start_date"]] = "2026-04-01T00:00:00Z"
        row[COL["bill_invoicing_entity"]] = AWS_INC
        row[COL["bill_payer_account_id"]] = PAYER
        row[COL["bill_payer_account_name"]] = "acme-payer"
        row[COL["cost_category"]] = rng.choice(self.cost_categories)
        row[COL["discount"]] = "{}"
        row[COL["identity_line_item_id"]] = format(rng.getrandbits(208), "052x")
        row[COL["identity_time_interval"]] = f"{start}/{end}"
        if region[0]:
            row[COL["line_item_availability_zone"]] = region[0] + rng.choice(region[2])
        row[COL["line_item_currency_code"]] = "USD"
        row[COL["line_item_legal_entity"]] = AWS_INC
        row[COL["line_item_usage_account_id"]] = account[0]
        row[COL["line_item_usage_account_name"]] = account[1]
        row[COL["line_item_usage_start_date"]] = start
        row[COL["line_item_usage_end_date"]] = end
        row[COL["pricing_currency"]] = "USD"
        row[COL["product_region_code"]] = region[0]
        row[COL["product_sku"]] = format(rng.getrandbits(64), "016X")
        return row

    def money(self, row, cost, rate, net_share=0.97):
        row[COL["line_item_unblended_cost"]] = f"{cost:.10f}"
        row[COL["line_item_unblended_rate"]] = f"{rate:.10f}"
        row[COL["line_item_blended_cost"]] = f"{cost:.10f}"
        row[COL["line_item_blended_rate"]] = f"{rate:.10f}"
        row[COL["line_item_net_unblended_cost"]] = f"{cost * net_share:.10f}"
        row[COL["line_item_net_unblended_rate"]] = f"{rate * net_share:.10f}"

    def instance_row(self, hour, kind, catalog):
        rng = self.rng
        account = rng.choice(ACCOUNTS)
        region = rng.choice(REGIONS)
        instance, family, rate, vcpu = rng.choice(catalog)
        row = self.base(hour, account, region)
        spot = kind == "spot"
        prefix = region[1] + ("-SpotUsage:" if spot else "-BoxUsage:")
        row[COL["line_item_usage_type"]] = prefix + instance
        row[COL["line_item_operation"]] = "RunInstances:SV002" if spot else "RunInstances"
        row[COL["line_item_product_code"]] = "AmazonEC2"
        row[COL["line_item_resource_id"]] = "i-" + format(rng.getrandbits(68), "017x")
        row[COL["line_item_usage_amount"]] = "1.0000000000"
        row[COL["pricing_unit"]] = "Hrs"
        term = "Spot" if spot else ("Reserved" if kind == "reserved" else "OnDemand")
        row[COL["pricing_term"]] = term
        row[COL["pricing_public_on_demand_cost"]] = f"{rate:.10f}"
        row[COL["pricing_public_on_demand_rate"]] = f"{rate:.10f}"
        row[COL["product"]] = self.product("AmazonEC2", instance, vcpu, region[0])
        row[COL["product_instance_family"]] = family
        row[COL["product_instance_type"]] = instance
        row[COL["product_product_family"]] = "Compute Instance"
        row[COL["product_servicecode"]] = "AmazonEC2"
        if rng.random() < 0.85:
            row[COL["resource_tags"]] = rng.choice(self.tags)
        paid = rate * (0.35 if spot else 1.0)
        rows = [row]
        if kind in ("on_demand", "spot"):
            row[COL["line_item_line_item_type"]] = "Usage"
            row[COL["line_item_line_item_description"]] = quoted(
                f"${paid:.4f} per {'Spot' if spot else 'On Demand'} Linux {instance} Instance Hour")
            self.money(row, paid, paid)
        elif kind == "covered":
            arn = SP_ARNS[0] if catalog is ACCELERATED else SP_ARNS[1]
            row[COL["line_item_line_item_type"]] = "SavingsPlanCoveredUsage"
            row[COL["line_item_line_item_description"]] = quoted(
                f"1-year No Upfront Compute Savings Plan covering {instance} in {region[0]}")
            self.money(row, rate, rate)
            row[COL["savings_plan_savings_plan_a_r_n"]] = arn
            row[COL["savings_plan_savings_plan_effective_cost"]] = f"{rate * 0.66:.10f}"
            row[COL["savings_plan_savings_plan_rate"]] = f"{rate * 0.66:.10f}"
            negation = list(row)
            negation[COL["identity_line_item_id"]] = format(rng.getrandbits(208), "052x")
            negation[COL["line_item_line_item_type"]] = "SavingsPlanNegation"
            negation[COL["line_item_line_item_description"]] = quoted(
                f"SavingsPlanNegation used by AccountId : {account[0]} "
                f"and UsageSku : {row[COL['product_sku']]}")
            self.money(negation, -rate, -rate)
            negation[COL["savings_plan_savings_plan_effective_cost"]] = ""
            rows.append(negation)
        else:  # reserved
            row[COL["line_item_line_item_type"]] = "DiscountedUsage"
            row[COL["line_item_line_item_description"]] = quoted(
                f"Linux/UNIX (Amazon VPC), {instance} reserved instance applied")
            self.money(row, 0.0, 0.0)
            row[COL["pricing_purchase_option"]] = "No Upfront"
            row[COL["reservation_reservation_a_r_n"]] = rng.choice(RI_ARNS)
            row[COL["reservation_effective_cost"]] = f"{rate * 0.6:.10f}"
        return rows

    def ec2_other_row(self, hour):
        rng = self.rng
        account, region = rng.choice(ACCOUNTS), rng.choice(REGIONS)
        suffix, operation, unit, price, text = rng.choice(EC2_OTHER)
        row = self.base(hour, account, region)
        amount = rng.uniform(0.01, 40.0)
        row[COL["line_item_line_item_type"]] = "Usage"
        row[COL["line_item_usage_type"]] = f"{region[1]}-{suffix}"
        row[COL["line_item_operation"]] = operation
        row[COL["line_item_product_code"]] = "AmazonEC2"
        row[COL["line_item_resource_id"]] = "vol-" + format(rng.getrandbits(68), "017x")
        row[COL["line_item_usage_amount"]] = f"{amount:.10f}"
        row[COL["line_item_line_item_description"]] = quoted(f"${price} {text}")
        row[COL["pricing_unit"]] = unit
        row[COL["pricing_term"]] = "OnDemand"
        row[COL["pricing_public_on_demand_cost"]] = f"{amount * price:.10f}"
        row[COL["pricing_public_on_demand_rate"]] = f"{price:.10f}"
        row[COL["product"]] = self.product("AmazonEC2", "", 0, region[0])
        row[COL["product_product_family"]] = "Storage" if "EBS" in suffix else "NAT Gateway"
        row[COL["product_servicecode"]] = "AmazonEC2"
        if rng.random() < 0.6:
            row[COL["resource_tags"]] = rng.choice(self.tags)
        self.money(row, amount * price, price)
        return [row]

    def service_row(self, hour):
        rng = self.rng
        account, region = rng.choice(ACCOUNTS), rng.choice(REGIONS)
        code, suffix, operation, unit, price = rng.choice(SERVICES)
        row = self.base(hour, account, region)
        amount = rng.uniform(0.001, 5000.0)
        row[COL["line_item_line_item_type"]] = "Usage"
        row[COL["line_item_usage_type"]] = f"{region[1]}-{suffix}"
        row[COL["line_item_operation"]] = operation
        row[COL["line_item_product_code"]] = code
        row[COL["line_item_resource_id"]] = (
            f"arn:aws:{code.lower()}:{region[0]}:{account[0]}:res-{rng.getrandbits(40):010x}")
        row[COL["line_item_usage_amount"]] = f"{amount:.10f}"
        row[COL["line_item_line_item_description"]] = quoted(
            f"${price} per {unit} for {suffix} in {region[0]}")
        row[COL["pricing_unit"]] = unit
        row[COL["pricing_term"]] = "OnDemand"
        row[COL["pricing_public_on_demand_cost"]] = f"{amount * price:.10f}"
        row[COL["pricing_public_on_demand_rate"]] = f"{price:.10f}"
        row[COL["product"]] = self.product(code, "", 0, region[0])
        row[COL["product_servicecode"]] = code
        if rng.random() < 0.5:
            row[COL["resource_tags"]] = rng.choice(self.tags)
        self.money(row, amount * price, price)
        return [row]

    def edp_discount_row(self, hour):
        rng = self.rng
        account, region = rng.choice(ACCOUNTS), rng.choice(REGIONS)
        row = self.base(hour, account, region)
        instance = rng.choice(ACCELERATED + GENERAL)[0]
        discount = -rng.uniform(0.01, 3.0)
        row[COL["line_item_line_item_type"]] = "EdpDiscount"
        row[COL["line_item_usage_type"]] = f"{region[1]}-BoxUsage:{instance}"
        row[COL["line_item_product_code"]] = "AmazonEC2"
        row[COL["line_item_line_item_description"]] = quoted("Enterprise Program Discount")
        row[COL["product_instance_type"]] = instance
        row[COL["product_servicecode"]] = "AmazonEC2"
        row[COL["discount"]] = json_map([("edp_discount", f"{discount:.10f}")])
        self.money(row, discount, 0.0, 1.0)
        return [row]

    def fee_row(self, hour):
        rng = self.rng
        row = self.base(hour, ACCOUNTS[0], NO_REGION)
        if rng.random() < 0.7:
            arn = rng.choice(SP_ARNS)
            hourly = 180.0 if arn == SP_ARNS[0] else 12.0
            used = hourly * rng.uniform(0.8, 1.0)
            row[COL["line_item_line_item_type"]] = "SavingsPlanRecurringFee"
            row[COL["line_item_usage_type"]] = "ComputeSP:1yrNoUpfront"
            row[COL["line_item_product_code"]] = "ComputeSavingsPlans"
            row[COL["line_item_usage_amount"]] = "1.0000000000"
            row[COL["line_item_line_item_description"]] = quoted(
                "1 year No Upfront Compute Savings Plan")
            row[COL["savings_plan_savings_plan_a_r_n"]] = arn
            row[COL["savings_plan_recurring_commitment_for_billing_period"]] = f"{hourly * 720:.2f}"
            row[COL["savings_plan_total_commitment_to_date"]] = f"{hourly:.10f}"
            row[COL["savings_plan_used_commitment"]] = f"{used:.10f}"
            self.money(row, hourly, hourly)
        else:
            arn = rng.choice(RI_ARNS)
            row[COL["line_item_line_item_type"]] = "RIFee"
            row[COL["line_item_usage_type"]] = "USE1-HeavyUsage:p4d.24xlarge"
            row[COL["line_item_product_code"]] = "AmazonEC2"
            row[COL["line_item_usage_amount"]] = "1.0000000000"
            row[COL["line_item_line_item_description"]] = quoted(
                "USD 13.18 hourly fee per Linux/UNIX (Amazon VPC), p4d.24xlarge instance")
            row[COL["reservation_reservation_a_r_n"]] = arn
            row[COL["reservation_unused_recurring_fee"]] = f"{rng.uniform(0, 2):.10f}"
            self.money(row, 13.18, 13.18)
        return [row]

    def credit_refund_tax_row(self, hour):
        rng = self.rng
        row = self.base(hour, rng.choice(ACCOUNTS), NO_REGION)
        kind = rng.choice(["Credit", "Refund", "Tax"])
        amount = rng.uniform(10, 500) * (1 if kind == "Tax" else -1)
        row[COL["line_item_line_item_type"]] = kind
        row[COL["line_item_product_code"]] = "AmazonEC2"
        row[COL["line_item_tax_type"]] = "Sales tax" if kind == "Tax" else ""
        row[COL["line_item_line_item_description"]] = quoted(f"{kind} for April 2026")
        self.money(row, amount, 0.0, 1.0)
        return [row]

    def rows_for(self, generator, hour):
        if generator.startswith("accelerated_") or generator.startswith("general_"):
            catalog = ACCELERATED if generator.startswith("accelerated_") else GENERAL
            kind = generator.split("_", 1)[1].replace("usage", "on_demand")
            return self.instance_row(hour, kind, catalog)
        return getattr(self, generator + "_row")(hour)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size-mb", type=float, default=1024.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("output", nargs="?", default="-")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    target = int(args.size_mb * 1024 * 1024)
    out = sys.stdout.buffer if args.output == "-" else open(args.output, "wb")
    writer = Writer(rng)
    names = [name for name, _ in MIX]
    weights = [share for _, share in MIX]
    header = (",".join(HEADER) + "\n").encode()
    out.write(header)
    written = len(header)
    hours = 30 * 24
    batch = 20000
    while written < target:
        lines = []
        for generator in rng.choices(names, weights, k=batch):
            hour = rng.randrange(hours)
            for row in writer.rows_for(generator, hour):
                lines.append(",".join(row))
        data = ("\n".join(lines) + "\n").encode()
        if written + len(data) > target:
            # Cut at a row end so the file is exactly whole rows, about the size asked.
            cut = data.rfind(b"\n", 0, max(target - written, 1)) + 1
            data = data[:cut] or data[: data.find(b"\n") + 1]
        out.write(data)
        written += len(data)
    if out is not sys.stdout.buffer:
        out.close()


if __name__ == "__main__":
    main()
