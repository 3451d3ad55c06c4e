#include "ui/decisions/SetTokensCommand.h"

#include <utility>

namespace acceldecide::ui {

SetTokensCommand::SetTokensCommand(Tokens before, Tokens after,
                                   std::function<void(const Tokens &)> apply, const QString &text)
    : QUndoCommand(text), m_before(std::move(before)), m_after(std::move(after)),
      m_apply(std::move(apply))
{}

void SetTokensCommand::undo()
{
    m_apply(m_before);
}

void SetTokensCommand::redo()
{
    m_apply(m_after);
}

} // namespace acceldecide::ui
