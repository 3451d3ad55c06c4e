#include "ui/profile/ProfileCells.h"
#include "ui/widgets/Qs.h"

#include "core/decision/ProfileRules.h"
#include "core/model/ProfileFactors.h"

#include <QGuiApplication>
#include <QPalette>

namespace acceldecide::ui {

ProfileCells::ProfileCells(const Scenario &scenario, const Evaluation *evaluation)
    : m_scenario(scenario), m_evaluation(evaluation)
{}

const ProfileResult *ProfileCells::result() const
{
    if (!m_scenario.profile || !m_evaluation || !m_evaluation->profile)
        return nullptr;
    // An evaluation of another preset (older than the last edit) says nothing about these.
    if (m_evaluation->profile->matrix != m_scenario.profile->matrixId())
        return nullptr;
    return &*m_evaluation->profile;
}

bool ProfileCells::governs(const std::string &criterion) const
{
    return m_scenario.profile &&
           ProfileRules::builtIn().governs(m_scenario.profile->matrixId(), criterion);
}

const DerivedScore *ProfileCells::cell(const std::string &criterion,
                                       const std::string &option) const
{
    const ProfileResult *profile = result();
    if (!profile)
        return nullptr;
    for (const DerivedScore &score : profile->scores) {
        if (score.criterion == criterion && score.option == option)
            return &score;
    }
    return nullptr;
}

ProfileCells::Source ProfileCells::source(const std::string &criterion,
                                          const std::string &option) const
{
    if (!governs(criterion))
        return Source::Typed;
    if (m_scenario.profile->findOverride(criterion, option))
        return Source::Overridden;
    const DerivedScore *found = cell(criterion, option);
    return found && found->derived ? Source::Derived : Source::Unanswered;
}

std::optional<int> ProfileCells::derived(const std::string &criterion,
                                         const std::string &option) const
{
    const DerivedScore *found = cell(criterion, option);
    return found ? found->derived : std::nullopt;
}

std::optional<int> ProfileCells::score(const std::string &criterion,
                                       const std::string &option) const
{
    if (!governs(criterion))
        return std::nullopt;
    if (const ScoreOverride *override = m_scenario.profile->findOverride(criterion, option))
        return override->score;
    const DerivedScore *found = cell(criterion, option);
    // Without an evaluation the placeholder is what the evaluator will use.
    return found ? found->score : 3;
}

QString ProfileCells::toolTip(const std::string &criterion, const std::string &option) const
{
    const DerivedScore *found = cell(criterion, option);
    switch (source(criterion, option)) {
    case Source::Typed:
        return {};
    case Source::Overridden: {
        const QString derivedText =
            found && found->derived
                ? tr("Overridden (derived score %1)").arg(*found->derived)
                : tr("Overridden (no derived score: its profile factor is not answered)");
        return derivedText + QLatin1Char('\n') +
               tr("Right-click and choose \"Use derived score\", or set the derived value, to "
                  "remove the override.");
    }
    case Source::Derived:
        return tr("Derived from %1: %2 (%3)")
            .arg(qs(found->answer), qs(found->reason), qs(found->source));
    case Source::Unanswered:
        break;
    }
    const std::string_view factor =
        ProfileRules::builtIn().factorOf(m_scenario.profile->matrixId(), criterion);
    const ProfileFactor *described = ProfileFactors::find(factor);
    return tr("Not answered: \"%1\" in the workload profile. The placeholder 3 counts until "
              "you answer it there or set a score here.")
        .arg(described ? qs(described->label) : qs(factor));
}

QVariant ProfileCells::tint(Source source)
{
    switch (source) {
    case Source::Derived:
        return QColor(0x4a, 0x90, 0xd9, 56);
    case Source::Overridden:
        return QColor(0xf0, 0xa0, 0x20, 96);
    case Source::Typed:
    case Source::Unanswered:
        break;
    }
    return {};
}

QString ProfileCells::accessibleSuffix(Source source)
{
    switch (source) {
    case Source::Derived:
        return tr(", derived from the workload profile");
    case Source::Overridden:
        return tr(", overridden");
    case Source::Unanswered:
        return tr(", not answered in the workload profile");
    case Source::Typed:
        break;
    }
    return {};
}

QColor ProfileCells::greyedText()
{
    // Halfway from the text to the background: clearly receded, yet about 4.5:1 on the
    // default light palette (the disabled-text colour is too faint to read).
    const QPalette palette = QGuiApplication::palette();
    const QColor text = palette.color(QPalette::Text);
    const QColor base = palette.color(QPalette::Base);
    const auto mix = [](int a, int b) {
        return (a * 55 + b * 45) / 100;
    };
    return QColor(mix(text.red(), base.red()), mix(text.green(), base.green()),
                  mix(text.blue(), base.blue()));
}

const OptionExclusion *ProfileCells::exclusion(const std::string &option) const
{
    const ProfileResult *profile = result();
    return profile ? profile->exclusion(option) : nullptr;
}

QString ProfileCells::exclusionText(const std::string &option) const
{
    const OptionExclusion *excluded = exclusion(option);
    if (!excluded)
        return {};
    return tr("Excluded because %1 (%2)").arg(qs(excluded->reason), qs(excluded->source));
}

} // namespace acceldecide::ui
