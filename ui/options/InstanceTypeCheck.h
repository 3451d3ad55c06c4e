#pragma once

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace acceldecide::ui {

// Whether an option's instance type is one the open catalog knows, and if not, the
// catalog's name it was most likely meant to be ("p5.48xlrge": did you mean
// p5.48xlarge?). Without a catalog nothing is checked: every name is the scenario's own.
class InstanceTypeCheck
{
public:
    void setKnown(const QStringList &instanceTypes);
    bool isActive() const { return !m_known.empty(); }

    // One sentence naming the nearest catalog name when the type is not the catalog's
    // but close to one of them; empty otherwise (known, unrelated, or no catalog).
    QString warning(const std::string &instanceType) const;

private:
    std::vector<std::string> m_known;
};

} // namespace acceldecide::ui
