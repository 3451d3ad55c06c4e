#include "app/cli/ArgumentParser.h"

namespace acceldecide::cli {

ArgumentParser &ArgumentParser::option(std::initializer_list<std::string_view> names, Applier apply,
                                       OptionMatcher::EmptyValue empty)
{
    m_options.push_back(Option{names, std::move(apply), empty, true});
    return *this;
}

ArgumentParser &ArgumentParser::flag(std::initializer_list<std::string_view> names, bool &target)
{
    const Applier set = [&target](const std::string &) -> std::optional<std::string> {
        target = true;
        return std::nullopt;
    };
    m_options.push_back(Option{names, set, OptionMatcher::EmptyValue::Accepted, false});
    return *this;
}

ArgumentParser &ArgumentParser::positionals(PositionalSink sink)
{
    m_positionals = std::move(sink);
    return *this;
}

ArgumentParser &ArgumentParser::help(Help when)
{
    m_help = when;
    return *this;
}

ArgumentParser &ArgumentParser::endOfOptions()
{
    m_endOfOptions = true;
    return *this;
}

ArgumentParser &ArgumentParser::loneDashIsOption()
{
    m_loneDashIsOption = true;
    return *this;
}

ArgumentParser &ArgumentParser::unknownOptionPrefix(std::string prefix)
{
    m_unknownOptionPrefix = std::move(prefix);
    return *this;
}

bool ArgumentParser::looksLikeOption(std::string_view argument) const
{
    // An empty argument is a (strange) file name, never an option.
    const std::size_t shortest = m_loneDashIsOption ? 1 : 2;
    return argument.size() >= shortest && argument.front() == '-';
}

bool ArgumentParser::asksForHelpFirst(const std::vector<std::string_view> &arguments) const
{
    // Looks no further than "--": after it "-h" is a file. This look does not know which
    // options take a value, so a "--" given as one stops it too.
    for (const std::string_view argument : arguments) {
        if (m_endOfOptions && argument == "--")
            return false;
        if (OptionMatcher::isHelp(argument))
            return true;
    }
    return false;
}

bool ArgumentParser::takeOption(const std::vector<std::string_view> &arguments, std::size_t &index,
                                std::string &error) const
{
    for (const Option &option : m_options) {
        for (const std::string_view name : option.names) {
            std::string value;
            if (!option.takesValue) {
                if (arguments[index] != name)
                    continue;
            } else if (!OptionMatcher::take(arguments, index, name, &value, &error, option.empty)) {
                continue;
            } else if (!error.empty()) {
                return true;
            }
            if (std::optional<std::string> refused = option.apply(value))
                error = std::move(*refused);
            return true;
        }
    }
    return false;
}

ArgumentParser::Result ArgumentParser::parse(const std::vector<std::string_view> &arguments) const
{
    Result result;
    const auto fail = [&result](std::string error, bool unknownOption = false) {
        result.outcome = Outcome::Failed;
        result.error = std::move(error);
        result.unknownOption = unknownOption;
        result.positionals.clear();
        return result;
    };
    if (m_help == Help::Anywhere && asksForHelpFirst(arguments)) {
        result.outcome = Outcome::Help;
        return result;
    }
    bool optionsEnded = false;
    bool helpSeen = false;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string_view argument = arguments[i];
        std::string error;
        if (optionsEnded || !looksLikeOption(argument)) {
            if (!m_positionals)
                result.positionals.push_back(argument);
            else if (std::optional<std::string> refused = m_positionals(argument))
                return fail(std::move(*refused));
        } else if (m_endOfOptions && argument == "--") {
            optionsEnded = true;
        } else if (m_help != Help::Anywhere && OptionMatcher::isHelp(argument)) {
            if (m_help == Help::WhereItAppears) {
                result.outcome = Outcome::Help;
                return result;
            }
            helpSeen = true;
        } else if (takeOption(arguments, i, error)) {
            if (!error.empty())
                return fail(std::move(error));
        } else {
            return fail(m_unknownOptionPrefix + "unknown option \"" + std::string(argument) + "\"",
                        true);
        }
    }
    if (helpSeen)
        result.outcome = Outcome::Help;
    return result;
}

} // namespace acceldecide::cli
