#include "ui/conflict/SaveConflictChoice.h"

#include <gtest/gtest.h>

using namespace acceldecide;
using namespace acceldecide::ui;
using Action = SaveConflictChoice::Action;

namespace {

db::RowConflict changedByBob()
{
    return {QStringLiteral("scenarios"),
            7,
            QStringLiteral("Q3 plan"),
            2,
            3,
            QStringLiteral("bob"),
            QStringLiteral("2026-11-25T10:00:00Z")};
}

TEST(SaveConflictChoice, AnEditorMayReloadOverwriteOrSaveACopy)
{
    const SaveConflictChoice choice(changedByBob(), true, true);
    EXPECT_EQ(choice.actions(), (std::vector<Action>{Action::Reload, Action::Overwrite,
                                                     Action::SaveAsCopy, Action::Cancel}));
    // Overwriting writes over exactly the version shown, so a third save in between is
    // caught again.
    EXPECT_EQ(choice.overwriteVersion(), std::optional<qint64>(3));
    EXPECT_TRUE(choice.text().contains(QStringLiteral("Q3 plan")));
    EXPECT_TRUE(choice.text().contains(QStringLiteral("bob at 2026-11-25T10:00:00Z")));
    EXPECT_TRUE(choice.text().contains(QStringLiteral("version 3; you opened version 2")));
}

TEST(SaveConflictChoice, WhoMayNotWriteTheRowIsNotOfferedOverwrite)
{
    const SaveConflictChoice choice(changedByBob(), false, true);
    EXPECT_FALSE(choice.offers(Action::Overwrite));
    EXPECT_TRUE(choice.offers(Action::Reload));
    EXPECT_TRUE(choice.offers(Action::SaveAsCopy));
}

TEST(SaveConflictChoice, ACatalogRowCannotBeSavedAsACopy)
{
    db::RowConflict conflict = changedByBob();
    conflict.label.clear();
    conflict.table = QStringLiteral("price_observations");
    const SaveConflictChoice choice(conflict, true, false);
    EXPECT_EQ(choice.actions(),
              (std::vector<Action>{Action::Reload, Action::Overwrite, Action::Cancel}));
    EXPECT_TRUE(choice.text().contains(QStringLiteral("Row 7 of price_observations")));
}

TEST(SaveConflictChoice, ADeletedRowCanOnlyBeSavedAsACopy)
{
    db::RowConflict conflict = changedByBob();
    conflict.storedVersion = 0;
    const SaveConflictChoice choice(conflict, true, true);
    EXPECT_EQ(choice.actions(), (std::vector<Action>{Action::SaveAsCopy, Action::Cancel}));
    EXPECT_EQ(choice.overwriteVersion(), std::nullopt);
    EXPECT_EQ(choice.title(), QStringLiteral("Deleted by someone else"));
}

} // namespace
