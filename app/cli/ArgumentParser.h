#pragma once

#include "app/cli/OptionMatcher.h"

#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::cli {

// The one loop over a command's arguments. A command declares its options (every name a
// flag answers to, whether it takes a value, and how that value is checked and stored:
// see OptionValue for the usual ones) and then parses: help is answered, the first
// problem on the line ends the parse, anything that looks like an option but is not one is
// refused, and the rest are positional arguments. Each command once had its own loop
// doing this, and the loops had drifted apart; the few differences users may rely on
// (when help wins, whether "--" ends the options, whether a lone "-" is a file) are now
// settings a command chooses, so they stay visible.
class ArgumentParser
{
public:
    // Checks and stores one option's value; returns why it is refused (the whole message,
    // naming the option), or nullopt once stored. Flags without a value get "".
    using Applier = std::function<std::optional<std::string>(const std::string &value)>;
    // Takes one positional argument; returns why it is refused at this point, or nullopt.
    using PositionalSink = std::function<std::optional<std::string>(std::string_view argument)>;

    // When -h/--help is answered.
    enum class Help
    {
        // When the loop reaches it: a problem earlier on the line wins, a later one is
        // never looked at.
        WhereItAppears,
        // Before anything is read: help anywhere on the line (before "--", when that ends
        // the options) wins over every problem.
        Anywhere,
        // After the whole line is read: a problem anywhere on it wins, but help spares the
        // command its own checks of what it was given (a missing file, say).
        UnlessAnError,
    };

    enum class Outcome
    {
        Parsed,
        Help,
        Failed
    };

    struct Result
    {
        Outcome outcome = Outcome::Parsed;
        std::string error;          // Failed: the message, without "error: "
        bool unknownOption = false; // Failed because of an option no one declared
        // The positional arguments in order, unless positionals() was given a sink.
        std::vector<std::string_view> positionals;
    };

    // An option taking a value, as "NAME VALUE" or "NAME=VALUE" under any of `names`.
    // `empty` says whether an empty value reaches `apply` or is refused first.
    ArgumentParser &option(std::initializer_list<std::string_view> names, Applier apply,
                           OptionMatcher::EmptyValue empty = OptionMatcher::EmptyValue::Refused);
    // A flag without a value, spelt exactly one of `names`; sets `target`.
    ArgumentParser &flag(std::initializer_list<std::string_view> names, bool &target);
    // Hands each positional argument to `sink` instead of collecting it.
    ArgumentParser &positionals(PositionalSink sink);
    ArgumentParser &help(Help when);
    // "--" ends the options: every argument after it is positional, "-h" included.
    ArgumentParser &endOfOptions();
    // A lone "-" is an (unknown) option rather than a positional argument, for commands
    // where it cannot mean standard input.
    ArgumentParser &loneDashIsOption();
    // Put before "unknown option ..." by commands whose other messages carry no prefix.
    ArgumentParser &unknownOptionPrefix(std::string prefix);

    Result parse(const std::vector<std::string_view> &arguments) const;

private:
    struct Option
    {
        std::vector<std::string_view> names;
        Applier apply;
        OptionMatcher::EmptyValue empty;
        bool takesValue;
    };

    bool looksLikeOption(std::string_view argument) const;
    bool asksForHelpFirst(const std::vector<std::string_view> &arguments) const;
    // Whether arguments[index] is a declared option; on a match applies it, moving `index`
    // past a separate value, and sets `error` when the value is missing or refused.
    bool takeOption(const std::vector<std::string_view> &arguments, std::size_t &index,
                    std::string &error) const;

    std::vector<Option> m_options;
    PositionalSink m_positionals;
    Help m_help = Help::WhereItAppears;
    bool m_endOfOptions = false;
    bool m_loneDashIsOption = false;
    std::string m_unknownOptionPrefix;
};

} // namespace acceldecide::cli
