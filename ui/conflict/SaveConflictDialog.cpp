#include "ui/conflict/SaveConflictDialog.h"

#include <QMessageBox>
#include <QPushButton>

#include <map>

namespace acceldecide::ui {

SaveConflictChoice::Action SaveConflictDialog::ask(const SaveConflictChoice &choice,
                                                   QWidget *parent)
{
    QMessageBox box(QMessageBox::Warning, choice.title(), choice.text(), QMessageBox::NoButton,
                    parent);
    std::map<QAbstractButton *, SaveConflictChoice::Action> actions;
    bool defaultSet = false;
    for (const SaveConflictChoice::Action action : choice.actions()) {
        const QMessageBox::ButtonRole role =
            action == SaveConflictChoice::Action::Cancel      ? QMessageBox::RejectRole
            : action == SaveConflictChoice::Action::Overwrite ? QMessageBox::DestructiveRole
                                                              : QMessageBox::AcceptRole;
        QPushButton *button = box.addButton(SaveConflictChoice::label(action), role);
        actions.emplace(button, action);
        if (action == SaveConflictChoice::Action::Cancel)
            box.setEscapeButton(button);
        // The safe way first: Reload, or Save as Copy for a deleted row.
        if (!defaultSet && (action == SaveConflictChoice::Action::Reload ||
                            action == SaveConflictChoice::Action::SaveAsCopy)) {
            box.setDefaultButton(button);
            defaultSet = true;
        }
    }
    box.exec();
    const auto found = actions.find(box.clickedButton());
    return found == actions.end() ? SaveConflictChoice::Action::Cancel : found->second;
}

} // namespace acceldecide::ui
