#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>
#include <QVariant>

#include <optional>
#include <string>

namespace acceldecide::ui {

// What the workload profile says about one matrix cell or option column, for the matrix
// editor: the derived score, its reason and source from the last evaluation, and whether
// the document overrides it. The document's overrides win over the evaluation (which may
// be a step behind when the latest edit could not be evaluated).
class ProfileCells
{
    Q_DECLARE_TR_FUNCTIONS(ProfileCells)

public:
    enum class Source
    {
        Typed,      // not governed: the score in the scenario's criteria
        Derived,    // from the profile's rules
        Unanswered, // governed, but its factor is unanswered: the placeholder 3
        Overridden  // set by hand in profile.overrides
    };

    // `evaluation` may be null (no controller); both must outlive this value.
    ProfileCells(const Scenario &scenario, const Evaluation *evaluation);

    bool active() const { return m_scenario.profile.has_value(); }
    bool governs(const std::string &criterion) const;
    Source source(const std::string &criterion, const std::string &option) const;
    // What the matrix uses for a governed cell; nullopt when not governed.
    std::optional<int> score(const std::string &criterion, const std::string &option) const;
    // The rules' score, nullopt when unanswered or unknown.
    std::optional<int> derived(const std::string &criterion, const std::string &option) const;
    // "Derived from 70 B params: ... (seed001: ...)" or "Overridden (derived score 4)".
    QString toolTip(const std::string &criterion, const std::string &option) const;

    // A translucent background per kind (derived blue, overridden amber, else none): it
    // sits on light and dark palettes and alternating rows alike; the font (italic /
    // bold) and the overridden cell's corner mark say the same without colour.
    static QVariant tint(Source source);
    // ", derived from the workload profile" ... for screen readers; "" when typed.
    static QString accessibleSuffix(Source source);
    // Text of an excluded option's header and cells.
    static QColor greyedText();

    // The profile's reason for excluding the option, or nullptr.
    const OptionExclusion *exclusion(const std::string &option) const;
    // "Excluded because a multi-cloud mandate ... (seed001: ...)".
    QString exclusionText(const std::string &option) const;

private:
    const DerivedScore *cell(const std::string &criterion, const std::string &option) const;
    const ProfileResult *result() const;

    const Scenario &m_scenario;
    const Evaluation *m_evaluation;
};

} // namespace acceldecide::ui
