#include "ui/conflict/SaveConflictChoice.h"

#include <QCoreApplication>

#include <algorithm>
#include <utility>

namespace acceldecide::ui {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("SaveConflictChoice", text);
}

} // namespace

SaveConflictChoice::SaveConflictChoice(db::RowConflict conflict, bool mayOverwrite, bool mayCopy)
    : m_conflict(std::move(conflict)), m_mayOverwrite(mayOverwrite), m_mayCopy(mayCopy)
{}

std::vector<SaveConflictChoice::Action> SaveConflictChoice::actions() const
{
    std::vector<Action> result;
    if (!m_conflict.deleted()) {
        result.push_back(Action::Reload);
        if (m_mayOverwrite)
            result.push_back(Action::Overwrite);
    }
    if (m_mayCopy)
        result.push_back(Action::SaveAsCopy);
    result.push_back(Action::Cancel);
    return result;
}

bool SaveConflictChoice::offers(Action action) const
{
    const std::vector<Action> offered = actions();
    return std::find(offered.begin(), offered.end(), action) != offered.end();
}

std::optional<qint64> SaveConflictChoice::overwriteVersion() const
{
    if (m_conflict.deleted())
        return std::nullopt;
    return m_conflict.storedVersion;
}

QString SaveConflictChoice::title() const
{
    return m_conflict.deleted() ? tr("Deleted by someone else") : tr("Changed by someone else");
}

QString SaveConflictChoice::text() const
{
    const QString row = m_conflict.label.isEmpty()
                            ? tr("Row %1 of %2").arg(m_conflict.id).arg(m_conflict.table)
                            : QStringLiteral("\u201C%1\u201D").arg(m_conflict.label);
    if (m_conflict.deleted())
        return tr("%1 was deleted since you opened it. Your changes are still here: save them "
                  "as a copy, or cancel.")
            .arg(row);
    const QString who = m_conflict.changedBy.isEmpty() ? tr("someone else") : m_conflict.changedBy;
    const QString when =
        m_conflict.changedAt.isEmpty() ? QString() : tr(" at %1").arg(m_conflict.changedAt);
    return tr("%1 was changed by %2%3 since you opened it (version %4; you opened version %5). "
              "Saving now would overwrite their change.")
        .arg(row, who, when)
        .arg(m_conflict.storedVersion)
        .arg(m_conflict.readVersion);
}

QString SaveConflictChoice::label(Action action)
{
    switch (action) {
    case Action::Reload:
        return tr("Reload Theirs");
    case Action::Overwrite:
        return tr("Overwrite");
    case Action::SaveAsCopy:
        return tr("Save as Copy");
    case Action::Cancel:
        break;
    }
    return tr("Cancel");
}

} // namespace acceldecide::ui
