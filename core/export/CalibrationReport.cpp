#include "core/export/CalibrationReport.h"

#include "core/text/TextFormat.h"

#include <map>

namespace acceldecide {

namespace {

// A team's own measurement is theirs: no licence, said so rather than left blank.
std::string licenceOf(const performance::Measurement &m)
{
    return m.origin == performance::MeasurementOrigin::Team ? "the team's own" : m.licence;
}

std::string signedPercent(double value)
{
    return (value >= 0.0 ? "+" : "") + text::groupedNumber(value, 1) + " %";
}

std::string summary(const performance::CalibrationError &error)
{
    return std::to_string(error.points) + " measurements predicted without themselves: median " +
           text::groupedNumber(error.medianAbsolutePercent, 1) + " %, worst " +
           text::groupedNumber(error.worstAbsolutePercent, 1) + " % off" +
           (error.unpredictable > 0
                ? "; " + std::to_string(error.unpredictable) + " could not be predicted"
                : std::string()) +
           ".\n";
}

} // namespace

std::string CalibrationReport::markdown(const performance::PerformanceCatalog &catalog,
                                        const std::vector<performance::HeldOutPoint> &points)
{
    const performance::CalibrationError error =
        performance::Calibration::summarise(points, catalog.measurements().size());
    std::string out = summary(error) + "\n";
    // Per scope first: the band each option's estimate takes.
    std::map<std::string, std::vector<double>> byScope;
    for (const performance::HeldOutPoint &point : points)
        byScope[point.scope].push_back(point.errorPercent);
    out += "| Calibrated on | Points | Lowest | Highest |\n|---|---|---|---|\n";
    for (const auto &[scope, errors] : byScope) {
        const auto [low, high] = std::minmax_element(errors.begin(), errors.end());
        out += "| " + scope + " | " + std::to_string(errors.size()) + " | " + signedPercent(*low) +
               " | " + signedPercent(*high) + " |\n";
    }
    out += "\n| Measurement | Metric | Measured | Predicted | Off | Licence |\n"
           "|---|---|---|---|---|---|\n";
    for (const performance::HeldOutPoint &point : points) {
        const performance::Measurement &m = *point.measurement;
        out += "| `" + m.id + "` | " + std::string(performance::nameOf(m.metric)) + " | " +
               text::groupedNumber(m.value, 2) + " | " + text::groupedNumber(point.predicted, 2) +
               " | " + signedPercent(point.errorPercent) + " | " + licenceOf(m) + " |\n";
    }
    return out;
}

nlohmann::ordered_json
CalibrationReport::toJson(const performance::PerformanceCatalog &catalog,
                          const std::vector<performance::HeldOutPoint> &points)
{
    const performance::CalibrationError error =
        performance::Calibration::summarise(points, catalog.measurements().size());
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    for (const performance::HeldOutPoint &point : points)
        rows.push_back({{"id", point.measurement->id},
                        {"metric", performance::nameOf(point.measurement->metric)},
                        {"measured", point.measurement->value},
                        {"predicted", point.predicted},
                        {"percent_off", point.errorPercent},
                        {"calibrated_on", point.scope},
                        {"source", point.measurement->sourceUrl},
                        {"licence", licenceOf(*point.measurement)}});
    return {{"points", error.points},
            {"unpredictable", error.unpredictable},
            {"median_absolute_percent", error.medianAbsolutePercent},
            {"worst_absolute_percent", error.worstAbsolutePercent},
            {"measurements", rows}};
}

} // namespace acceldecide
