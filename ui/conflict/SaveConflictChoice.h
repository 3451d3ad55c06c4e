#pragma once

#include "database/connection/DatabaseError.h"

#include <QString>

#include <optional>
#include <vector>

namespace acceldecide::ui {

// What a person may do when the row they are saving was changed by someone else since
// they read it (a db::RowConflict), and what each choice means for the next save. Kept
// apart from SaveConflictDialog so the rules are tested without a dialog.
class SaveConflictChoice
{
public:
    enum class Action
    {
        Reload,     // drop my change and take theirs
        Overwrite,  // write mine over theirs, knowingly
        SaveAsCopy, // keep theirs and store mine beside it under a new name
        Cancel,     // do nothing now (my change stays unsaved in the window)
    };

    // `mayOverwrite`: the session's role may write the row (an editor on a team
    // catalog); `mayCopy`: the row can be stored again under another name (scenarios,
    // not catalog rows, whose unique keys a copy would repeat).
    SaveConflictChoice(db::RowConflict conflict, bool mayOverwrite, bool mayCopy);

    // The choices to offer, in the order shown; Cancel is always last. A deleted row
    // can only be saved as a copy (or given up): there is nothing to reload or to
    // overwrite.
    std::vector<Action> actions() const;
    bool offers(Action action) const;

    // The read version a retry after `Overwrite` passes: the version the person was
    // just shown, so a third writer who saves in between is still caught.
    std::optional<qint64> overwriteVersion() const;

    QString title() const;
    // One sentence naming the row, who changed it and when.
    QString text() const;
    static QString label(Action action);

    const db::RowConflict &conflict() const { return m_conflict; }

private:
    db::RowConflict m_conflict;
    bool m_mayOverwrite = false;
    bool m_mayCopy = false;
};

} // namespace acceldecide::ui
