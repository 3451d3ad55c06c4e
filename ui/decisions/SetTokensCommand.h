#pragma once

#include <QUndoCommand>

#include <functional>
#include <map>

namespace acceldecide::ui {

// One change to the tokens a team typed or loaded for a decision's months (monthIndex ->
// tokens processed): the whole map before and after, so that a typed month and a loaded
// CSV undo alike. `apply` shows a map: the dialog recomputes through core with it.
class SetTokensCommand : public QUndoCommand
{
public:
    using Tokens = std::map<int, double>;

    SetTokensCommand(Tokens before, Tokens after, std::function<void(const Tokens &)> apply,
                     const QString &text);

    void undo() override;
    void redo() override;

private:
    Tokens m_before;
    Tokens m_after;
    std::function<void(const Tokens &)> m_apply;
};

} // namespace acceldecide::ui
