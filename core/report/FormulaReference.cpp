#include "core/report/FormulaReference.h"

#include <array>

namespace acceldecide {

namespace {

// The wording follows OptionCostModel, BreakEvenAnalysis, DecisionMatrix and
// MonteCarloSimulation; the examples are the seeds' worked examples the engine's tests
// reproduce (tests/core/SeedReproductionTest).
const std::array kFormulas = {
    Formula{"Units", "1 month = 730 hours (8,760 / 12); 1 day = 24 hours; 1 week = 168 hours.",
            "Seed 000 prices a month of trn1.32xlarge at 730 hours: $21.50 × 730 = $15,695."},
    Formula{"Per-accelerator rate",
            "accelerator $/h = instance on-demand $/h ÷ accelerators per instance.",
            "Seed 001: trn3.48xlarge $47.50 / 16 = $2.97; p5.48xlarge $98.32 / 8 = $12.29."},
    Formula{"Purchase models",
            "effective $/h = accelerator $/h × (1 − discount) for an hour that is used; a flat "
            "savings plan or reservation is a commitment to the option's peak busy accelerators, "
            "billed every hour of its 12- or 36-month term like any commitment (below), so idle "
            "hours cost too, and it is analysed as that commitment stated (utilization, "
            "break-even, the optimal ladder, the months, the same warnings); spot adds its "
            "interruption overhead to the hours; an explicit effective rate is used as given.",
            "Seed 001: a 1-year savings plan at 40 % off $2.97 gives $1.78 per Trainium3-hour."},
    Formula{"Commitments",
            "a commitment of K accelerators (a savings plan's $/h ÷ the committed rate, or "
            "reserved instances × accelerators) is billed hour by hour: each month costs K × "
            "committed $/h × 730 while its term runs, plus on-demand for busy accelerators beyond "
            "K in busy hours; idle hours waste it. Break-even utilization = 100 % − discount. "
            "Each term's end is a decision: by default a term is renewed only where renewing "
            "costs less than not (or while usage lasts, or never); what remains of a term after "
            "usage stops is owed. Commitments already held cover usage first and are owed in "
            "every option. The optimal ladder buys each term at its own best level, one of the "
            "monthly usage levels (each term's cost is convex in K). Term months past the "
            "horizon are owed whatever runs and reported in full; when the work continues past "
            "the horizon (work_continues) it uses what they cover, valued at on-demand up to what "
            "is owed, and only the rest counts: counted after the horizon = owed after it − used "
            "by the work after it.",
            "Seed 001: H100 at $12.29 with a 1-year plan at 40 % off is $7.374 committed; a "
            "64-GPU cluster busy 594 h a month (81 %, above the 60 % break-even) costs 64 × "
            "$7.374 × 730 = $344,513 a month committed against 64 × 594 × $12.29 = $467,217 on "
            "demand."},
    Formula{"Capacity Blocks",
            "a Capacity Block reserves N instances for 1 to 14 days, or 21 to 182 days in weekly "
            "steps, paid upfront when bought: fee = blocks × days × 24 × N × $/instance-hour. "
            "A block holds at most 64 instances, so a larger cluster buys blocks side by side "
            "(128 instances: 2 × 64, the same instance-hours and fee), and more than 256 "
            "instances held at once is beyond what AWS sells (warned). "
            "Each training run's wall-clock hours are rounded up to whole blocks bought when the "
            "run starts (unset length: the fewest whole days); serving and capacity workloads "
            "buy consecutive blocks over their busy months. Savings plans and reservations cover "
            "no block fee (AWS: Capacity Blocks for ML, EC2 User Guide and pricing page, read "
            "2026-11-26; their fee is a one-time price set at purchase, not On-Demand usage).",
            "A 9.2-day run on 8 × 8 GPUs buys one 14-day block or two 7-day blocks: 8 × 14 × 24 "
            "× $31.46 = $84,564.48 either way; unset, 10 days: $60,403.20."},
    Formula{"Throughput from FLOPs",
            "tokens/s per accelerator = peak dense TFLOPS × 10¹² × MFU ÷ (6 × parameters) for "
            "training, ÷ (2 × parameters) for inference.",
            "H100 at 1,979 TFLOPS and 53.5 % MFU on a 70 B model: 1,979e12 × 0.535 ÷ (6 × 70e9) "
            "= 2,521 tokens/s."},
    Formula{"Implied MFU",
            "implied MFU = tokens/s × 6 × parameters ÷ (peak TFLOPS × 10¹²); above 100 % a "
            "throughput claim is physically impossible and is flagged.",
            "Seed 001's per-chip throughput table implies 475 % and 569 % MFU."},
    Formula{"Cost per run",
            "accelerator-hours per run = tokens per run ÷ tokens/s ÷ 3,600 × (1 + overhead) "
            "(× (1 + interruption overhead) on spot); cost per run = accelerator-hours × effective "
            "$/h; wall-clock hours = accelerator-hours ÷ cluster accelerators.",
            "300 B tokens at 2,521 tokens/s with 15 % overhead: 38,016 accelerator-hours; at "
            "$7.374/h, $280,330 per run."},
    Formula{"Cost per million tokens",
            "CPM = effective $/h ÷ (tokens/s × 3,600 ÷ 10⁶) ÷ utilization; for training, cost per "
            "run ÷ (tokens per run ÷ 10⁶).",
            "Seed 004: H200 on demand $4.54 ÷ (1,500 × 0.0036) = $0.84 per million tokens; "
            "Trainium3 $1.80 ÷ (1,800 × 0.0036) = $0.28."},
    Formula{"Monthly compute",
            "training: runs ÷ horizon months × cost per run; inference: billion tokens per day × "
            "1,000 × 30.42 days × CPM; capacity: instances × accelerators × effective $/h × hours "
            "per month. Like the effective rate it leaves out what commitments the team already "
            "holds are owed (owed whatever runs, the same in every option), shown beside it: held "
            "commitments owed a month = what they are owed within the horizon ÷ horizon months.",
            "Seed 004: 1 B tokens a day at $0.2778 per million: $8,449 a month."},
    Formula{"All-in rate",
            "all-in $/h = effective $/h + held commitments owed within the horizon ÷ "
            "accelerator-hours used within the horizon; without held commitments it is the "
            "effective rate. The TCO includes what held commitments are owed either way.",
            "A held $20/h Compute Savings Plan with 12 months left ($14,600 a month) covers one "
            "trn1.32xlarge (16 chips at $1.34375, $0.80625 after its 40 % off: $20/h buys 24.8 "
            "chips): monthly compute $0, effective $0.0000; all-in $175,200 ÷ (16 × 730 × 12 = "
            "140,160 h) = $1.2500 per chip-hour."},
    Formula{"Migration cost and port time",
            "one-time = weeks × engineers × hours per week × blended $/h; the port lasts weeks × "
            "168 ÷ 730 months, during which the workload keeps running on the baseline.",
            "Seed 004: 3 weeks × 2 engineers × 40 h × $150 = $36,000; the port lasts 0.69 months."},
    Formula{"Total cost of ownership",
            "TCO = one-time + port months × baseline monthly compute + (horizon − port months) × "
            "(monthly compute + maintenance); the recommendation ranks the total: TCO plus "
            "commitment owed past the horizon, less what the work continuing after it uses "
            "(work_continues).",
            "Seed 004 over 12 months: $36,000 + 0.69 × $18,644 + 11.31 × $8,449 = $144,428."},
    Formula{"Cash flow",
            "the accrued months moved to the months they are paid in: a commitment term's "
            "upfront fee (all of it all upfront, half partial upfront, none no upfront) in the "
            "term's first month, renewals at the renewal month, term months past the horizon "
            "included; the rest of a commitment monthly; the migration cost over the port's "
            "months, evenly; maintenance, compute and held commitments as they accrue, credits "
            "taken off (they never pay an upfront fee). What is still to be paid after the "
            "horizon is reported beside it: cash over the horizon + owed after = TCO + "
            "commitment owed past the horizon.",
            "A 1-year all-upfront savings plan of $6/h: month 1 pays 8,760 h × $6 = $52,560, "
            "months 2–12 nothing; no upfront, $6 × 730 = $4,380 every month."},
    Formula{"Net present value",
            "monthly rate i = (1 + annual discount rate)^(1/12) − 1; NPV = Σ over months m = 1 "
            "… horizon of cash in month m ÷ (1 + i)^m: month 1 is discounted one period, as "
            "Excel's NPV() discounts its first value (the workbook's =NPV(i, months) gives the "
            "same figure). At 0 % the NPV is the cash total. Ranking by NPV adds what is paid "
            "after the horizon, discounted as if paid in the month after it: NPV with later "
            "payments = total + used by the work after the horizon − discounting. Where the two "
            "rankings differ, the recommendation says which of the two made the difference.",
            "$4,380 a month for 12 months at 8 %: i = 1.08^(1/12) − 1 = 0.6434 %, NPV = $4,380 "
            "× (1 − 1/1.08) ÷ i = $50,426."},
    Formula{"Credits",
            "a credit pays eligible AWS spend month by month from its first month to its expiry "
            "month, soonest to expire first; what is left when it expires within the horizon "
            "has expired; what a credit still usable when the horizon ends has left (one "
            "expiring after it, or starting after it) is unused at the horizon's end, not "
            "expired.",
            "$100,000 expiring in month 6 against $30,000 a month pays months 1–3 and $10,000 "
            "of month 4, $0 expired; $50,000 usable from month 14 of a 12-month horizon: $0 "
            "used, $0 expired, $50,000 unused (it starts after the horizon)."},
    Formula{"Break-even",
            "extra one-time cost ÷ net saving per unit of work (after extra maintenance), in runs, "
            "billion tokens or days; the month is the first in which the cumulative costs cross; "
            "not reached when the net saving is not positive.",
            "Seed 004: $36,000 ÷ ($0.6130 − $0.2778) per million = 107.4 B tokens = 107.4 days at "
            "1 B tokens a day (the seed's 109 comes from rounding the two CPMs first)."},
    Formula{"Decision matrix",
            "points = (score − 1) ÷ 4 × 100 for a score of 1–5; total = Σ weight × points ÷ Σ "
            "weight (weights 0–10), so totals run from 0 to 100; the flip margin is the smallest "
            "single-weight change that changes the winner.",
            "Seed 001's ten factors, weighted Critical 5, High 4, Medium 3, Low-Medium 2: a score "
            "of 4 is worth 75 points."},
    Formula{"Sensitivity",
            "each real-valued input moved alone to its low and high value (±20 %, clamped to its "
            "valid range, or its uncertainty range); the swing is the largest change in an "
            "option's saving against the baseline.",
            "Seed 001: the H100 peak TFLOPS at ±20 % swings the Trainium3 saving by $215,688."},
    Formula{"Monte Carlo",
            "every uncertainty range is sampled from a triangular distribution (low, the "
            "scenario's value, high) with a seeded generator, bit-identical on any number of "
            "threads; P(cheaper) is the share of samples in which the option costs less than the "
            "baseline; P10/P50/P90 are percentiles of the saving.",
            "Seed 001's example: a 4-week port taken as 2–6 weeks and the H100's 53.5 % MFU as "
            "50–57 % (the seed's MFU range)."},
};

} // namespace

std::span<const Formula> FormulaReference::all()
{
    return kFormulas;
}

} // namespace acceldecide
