#include "database/import/ModelRowRules.h"

#include "database/schema/CatalogSchema.h"

#include <QCoreApplication>

#include <charconv>
#include <limits>

namespace acceldecide::db {

namespace {

using namespace schema::models;

struct Rule
{
    const char *column;
    qint64 minimum;
    qint64 maximum;
};

constexpr qint64 kIntMax = std::numeric_limits<int>::max();

// The integer shapes and their ranges (the schema's CHECKs, and TransformerModel's int).
constexpr Rule kRules[] = {
    {kLayers, 1, kIntMax},        {kHiddenSize, 1, kIntMax},    {kAttentionHeads, 1, kIntMax},
    {kKvHeads, 1, kIntMax},       {kHeadDim, 1, kIntMax},       {kFfnSize, 1, kIntMax},
    {kFfnMatrices, 2, 3},         {kVocabulary, 1, kIntMax},    {kExperts, 1, kIntMax},
    {kActiveExperts, 1, kIntMax}, {kContextLength, 1, kIntMax}, {kTiedEmbeddings, 0, 1},
};

QString tr(const char *text)
{
    return QCoreApplication::translate("ModelRowRules", text);
}

QString shown(std::string_view field)
{
    return QString::fromUtf8(field.data(), qsizetype(field.size()));
}

std::optional<QString> checkInteger(const Rule &rule, std::string_view field)
{
    const QString column = QString::fromLatin1(rule.column);
    qint64 value = 0;
    const auto result = std::from_chars(field.data(), field.data() + field.size(), value);
    if (result.ec == std::errc::result_out_of_range)
        return tr("%1: \"%2\" is too large").arg(column, shown(field));
    if (result.ec != std::errc() || result.ptr != field.data() + field.size())
        return tr("%1: \"%2\" is not a whole number").arg(column, shown(field));
    if (rule.maximum - rule.minimum == 1)
        return value == rule.minimum || value == rule.maximum
                   ? std::nullopt
                   : std::optional(tr("%1: \"%2\" must be %3 or %4")
                                       .arg(column, shown(field))
                                       .arg(rule.minimum)
                                       .arg(rule.maximum));
    if (value < rule.minimum)
        return tr("%1: \"%2\" must be at least %3").arg(column, shown(field)).arg(rule.minimum);
    if (value > rule.maximum)
        return tr("%1: \"%2\" is too large (at most %3)")
            .arg(column, shown(field))
            .arg(rule.maximum);
    return std::nullopt;
}

} // namespace

std::optional<QString> ModelRowRules::checkField(const QString &column, std::string_view field)
{
    if (field == "\\N")
        return std::nullopt;
    for (const Rule &rule : kRules) {
        if (column == QLatin1String(rule.column))
            return checkInteger(rule, field);
    }
    if (column == QLatin1String(kStatedParametersBillion)) {
        double value = 0.0;
        const auto result = std::from_chars(field.data(), field.data() + field.size(), value);
        if (result.ec != std::errc() || result.ptr != field.data() + field.size() ||
            !(value > 0.0) || value == std::numeric_limits<double>::infinity())
            return tr("%1: \"%2\" is not a number of billions above 0").arg(column, shown(field));
    }
    return std::nullopt;
}

std::optional<QString>
ModelRowRules::checkRow(const std::function<QVariant(const QString &column)> &value)
{
    // Columns the file leaves out take the schema's defaults (1 expert, 1 active).
    const auto pair = [&](const char *smaller, const char *larger) -> std::optional<QString> {
        const QVariant low = value(QString::fromLatin1(smaller));
        const QVariant high = value(QString::fromLatin1(larger));
        if (low.isNull() || high.isNull() || low.toLongLong() <= high.toLongLong())
            return std::nullopt;
        return tr("%1: \"%2\" must be at most %3 (\"%4\")")
            .arg(QString::fromLatin1(smaller), low.toString(), QString::fromLatin1(larger),
                 high.toString());
    };
    if (std::optional<QString> problem = pair(kKvHeads, kAttentionHeads))
        return problem;
    return pair(kActiveExperts, kExperts);
}

} // namespace acceldecide::db
