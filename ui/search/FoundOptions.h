#pragma once

#include "core/model/Expected.h"
#include "core/search/MarketSearch.h"

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace acceldecide::ui {

class ScenarioDocument;

// Search rows made options of the scenario being edited, all of them in one undoable
// step. Each keeps what the search billed: its catalog pinning (price observation,
// region, provider), its throughput and port; gets an id from its instance type and
// purchase ("p5-48xlarge-spot-x4", then "-2" ...) since the search's "c1", "c2" would
// clash with nothing meaningful; joins the credits the search applied to its stack and
// enters the decision matrix unscored, as an added option does.
class FoundOptions
{
public:
    // The readable id of `option` before it is made unique.
    static std::string baseId(const search::SearchRow &row);

    // Adds the rows' options; returns their ids, or the document's refusal.
    static Expected<QStringList, QString> add(ScenarioDocument &document,
                                              const std::vector<search::SearchRow> &rows);
};

} // namespace acceldecide::ui
