#pragma once

#include "ui/conflict/SaveConflictChoice.h"

class QWidget;

namespace acceldecide::ui {

// Asks what to do about a save that conflicts with someone else's change: one button
// per SaveConflictChoice::actions(), Cancel on Escape.
class SaveConflictDialog
{
public:
    static SaveConflictChoice::Action ask(const SaveConflictChoice &choice, QWidget *parent);
};

} // namespace acceldecide::ui
