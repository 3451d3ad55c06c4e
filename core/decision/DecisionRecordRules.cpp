#include "core/decision/DecisionRecordRules.h"

#include <algorithm>
#include <cctype>

namespace acceldecide {

namespace {

std::string quoted(const std::string &text)
{
    return "\"" + text + "\"";
}

std::string joined(const std::vector<std::string> &ids)
{
    std::string text;
    for (const std::string &id : ids)
        text += (text.empty() ? "" : ", ") + id;
    return text;
}

bool blank(const std::string &text)
{
    return std::all_of(text.begin(), text.end(),
                       [](unsigned char c) { return std::isspace(c) != 0; });
}

} // namespace

bool DecisionRecordRules::isIsoDate(const std::string &text)
{
    if (text.size() != 10 || text[4] != '-' || text[7] != '-')
        return false;
    for (std::size_t i : {0, 1, 2, 3, 5, 6, 8, 9}) {
        if (!std::isdigit(static_cast<unsigned char>(text[i])))
            return false;
    }
    const int year = std::stoi(text.substr(0, 4));
    const int month = std::stoi(text.substr(5, 2));
    const int day = std::stoi(text.substr(8, 2));
    if (month < 1 || month > 12 || day < 1)
        return false;
    static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    return day <= kDays[month - 1] + (month == 2 && leap ? 1 : 0);
}

ValidationErrors DecisionRecordRules::check(const DecisionRecord &record,
                                            const std::vector<std::string> &optionIds)
{
    ValidationErrors errors;
    const auto known = [&](const std::string &id) {
        return std::find(optionIds.begin(), optionIds.end(), id) != optionIds.end();
    };
    if (!known(record.chosenOption))
        errors.push_back({"chosen_option", "unknown option id " + quoted(record.chosenOption) +
                                               "; the scenario's options are " +
                                               joined(optionIds)});
    if (!record.recommendedOption.empty() && !known(record.recommendedOption))
        errors.push_back(
            {"recommended_option", "unknown option id " + quoted(record.recommendedOption)});
    if (known(record.chosenOption) && !record.followsRecommendation() && blank(record.reason))
        errors.push_back({"reason", "empty (" + quoted(record.reason) +
                                        "), but the chosen option " + quoted(record.chosenOption) +
                                        " is not the recommended " +
                                        quoted(record.recommendedOption) + ": say why"});
    if (!isIsoDate(record.decidedAt))
        errors.push_back({"decided_at", quoted(record.decidedAt) + " is not a date (YYYY-MM-DD)"});
    if (record.reviewDate) {
        if (!isIsoDate(*record.reviewDate))
            errors.push_back(
                {"review_date", quoted(*record.reviewDate) + " is not a date (YYYY-MM-DD)"});
        else if (isIsoDate(record.decidedAt) && *record.reviewDate < record.decidedAt)
            errors.push_back({"review_date", quoted(*record.reviewDate) +
                                                 " is before the decision date " +
                                                 quoted(record.decidedAt)});
    }
    if (blank(record.decidedBy))
        errors.push_back(
            {"decided_by", "empty (" + quoted(record.decidedBy) + "): say who decided"});
    if (record.supersedes && *record.supersedes <= 0)
        errors.push_back(
            {"supersedes", std::to_string(*record.supersedes) + " is not a record id"});
    return errors;
}

} // namespace acceldecide
