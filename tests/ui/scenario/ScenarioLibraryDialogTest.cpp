// The saved-scenario list model and the File > Open dialog over a real catalog.

#include "ui/scenario/ScenarioLibraryDialog.h"
#include "ui/scenario/ScenarioListModel.h"

#include "compare/SavedScenarioCatalog.h"

#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QSqlQuery>
#include <QTableView>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

using test::SavedScenarioCatalog;

// Answers the dialog's questions without a modal box.
class ScriptedLibraryDialog : public ScenarioLibraryDialog
{
public:
    using ScenarioLibraryDialog::ScenarioLibraryDialog;

    bool confirmAnswer = true;
    std::optional<QString> nameAnswer;
    QStringList asked;
    QStringList errors;

protected:
    bool confirmDelete(const QString &name) override
    {
        asked << name;
        return confirmAnswer;
    }
    std::optional<QString> askDuplicateName(const QString &suggested) override
    {
        asked << suggested;
        return nameAnswer;
    }
    void showError(const QString &message) override { errors << message; }
};

QPushButton *button(const QDialog &dialog, const QString &text)
{
    for (QPushButton *candidate : dialog.findChildren<QPushButton *>()) {
        if (candidate->text() == text)
            return candidate;
    }
    return nullptr;
}

QStringList shownNames(const ScenarioLibraryDialog &dialog)
{
    QStringList names;
    const QAbstractItemModel *model = dialog.view()->model();
    for (int row = 0; row < model->rowCount(); ++row)
        names << model->index(row, ScenarioListModel::NameColumn).data().toString();
    return names;
}

} // namespace

TEST(ScenarioListModelTest, ShowsNamesAndLocalModifiedDates)
{
    ScenarioListModel model;
    EXPECT_EQ(model.columnCount(), 2);
    model.setScenarios({{7, QStringLiteral("Seed 004"), QStringLiteral("2026-07-01T09:30:00Z"),
                         QStringLiteral("2026-07-02T10:45:00Z")},
                        {9, QStringLiteral("alpha"), QStringLiteral("2026-01-01T00:00:00Z"),
                         QStringLiteral("not a date")}});
    ASSERT_EQ(model.rowCount(), 2);
    EXPECT_EQ(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Name"));
    EXPECT_EQ(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("Modified"));
    EXPECT_EQ(model.index(0, 0).data().toString(), QStringLiteral("Seed 004"));
    const QDateTime utc(QDate(2026, 7, 2), QTime(10, 45), Qt::UTC);
    EXPECT_EQ(model.index(0, 1).data().toString(),
              utc.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
    EXPECT_EQ(model.index(1, 1).data().toString(), QStringLiteral("not a date"));
    EXPECT_EQ(model.index(1, 0).data(ScenarioListModel::IdRole).toLongLong(), 9);
    EXPECT_EQ(model.index(1, 0).data(ScenarioListModel::SortRole).toString(),
              QStringLiteral("alpha"));
    EXPECT_EQ(model.index(0, 1).data(ScenarioListModel::SortRole).toString(),
              QStringLiteral("2026-07-02T10:45:00Z"));
    EXPECT_EQ(model.rowOf(9), 1);
    EXPECT_EQ(model.rowOf(8), -1);
}

TEST(ScenarioLibraryDialogTest, ListsSortsFiltersAndOpens)
{
    SavedScenarioCatalog saved;
    const qint64 first = saved.saveExample("seed003-trn1-vs-p5.json");
    const qint64 second = saved.saveExample("seed004-trn3-vs-h200-inference.json");
    const qint64 third = saved.saveExample("seed000-trn1-monthly-capacity.json");
    // Distinct modified dates, so that the newest-first order is known.
    QSqlQuery backdate(saved.catalog->connection());
    ASSERT_TRUE(backdate.exec(QStringLiteral("UPDATE scenarios SET modified = "
                                             "'2026-0' || id || '-01T00:00:00Z'")));
    ScriptedLibraryDialog dialog(saved.catalog.get());
    EXPECT_EQ(dialog.view()->model()->rowCount(), 3);
    // Newest first, and the newest selected.
    EXPECT_EQ(dialog.selectedId(), third);
    dialog.view()->sortByColumn(ScenarioListModel::NameColumn, Qt::AscendingOrder);
    EXPECT_EQ(
        shownNames(dialog).first(),
        QString::fromStdString(test::exampleScenario("seed000-trn1-monthly-capacity.json").name));

    dialog.filterEdit()->setText(QStringLiteral("h200"));
    ASSERT_EQ(dialog.view()->model()->rowCount(), 1);
    dialog.view()->selectRow(0);
    EXPECT_EQ(dialog.selectedId(), second);
    dialog.filterEdit()->clear();
    EXPECT_EQ(dialog.view()->model()->rowCount(), 3);

    dialog.selectScenario(first);
    QPushButton *open = button(dialog, QStringLiteral("&Open"));
    ASSERT_NE(open, nullptr);
    open->click();
    EXPECT_EQ(dialog.result(), QDialog::Accepted);
    EXPECT_EQ(dialog.chosenId(), first);
}

TEST(ScenarioLibraryDialogTest, DuplicatesAndDeletesWithConfirmation)
{
    SavedScenarioCatalog saved;
    const Scenario scenario = test::exampleScenario("seed003-trn1-vs-p5.json");
    const qint64 id = saved.save(scenario);
    ScriptedLibraryDialog dialog(saved.catalog.get());
    dialog.selectScenario(id);

    dialog.nameAnswer = QStringLiteral("My copy");
    button(dialog, QStringLiteral("D&uplicate..."))->click();
    ASSERT_EQ(dialog.asked.size(), 1);
    EXPECT_EQ(dialog.asked[0], QString::fromStdString(scenario.name) + QStringLiteral(" (copy)"));
    ASSERT_EQ(dialog.view()->model()->rowCount(), 2);
    db::ScenarioRepository repository(*saved.catalog);
    const auto copy = repository.loadByName(QStringLiteral("My copy"));
    ASSERT_TRUE(copy.ok());
    EXPECT_EQ(copy.value().options, scenario.options);
    EXPECT_NE(dialog.selectedId(), id); // the copy is selected

    // A taken name is refused with a message, nothing added.
    dialog.selectScenario(id);
    EXPECT_FALSE(dialog.duplicateSelected(QStringLiteral("My copy")));
    ASSERT_EQ(dialog.errors.size(), 1);
    EXPECT_TRUE(dialog.errors[0].contains(QStringLiteral("already exists")));
    EXPECT_EQ(dialog.view()->model()->rowCount(), 2);

    // Delete asks first; "no" keeps it.
    dialog.confirmAnswer = false;
    QPushButton *remove = button(dialog, QStringLiteral("&Delete..."));
    remove->click();
    EXPECT_EQ(dialog.asked.last(), QString::fromStdString(scenario.name));
    EXPECT_EQ(dialog.view()->model()->rowCount(), 2);
    dialog.confirmAnswer = true;
    remove->click();
    EXPECT_EQ(shownNames(dialog), QStringList{QStringLiteral("My copy")});
    EXPECT_FALSE(repository.load(id).ok());
    EXPECT_TRUE(dialog.selectedId().has_value()); // the remaining one
    remove->click();
    EXPECT_EQ(dialog.view()->model()->rowCount(), 0);
    EXPECT_FALSE(remove->isEnabled());
    EXPECT_FALSE(button(dialog, QStringLiteral("&Open"))->isEnabled());
}

TEST(ScenarioLibraryDialogTest, Renders)
{
    SavedScenarioCatalog saved;
    for (const char *name :
         {"seed000-trn1-monthly-capacity.json", "seed001-trn3-vs-h100-savings-plans.json",
          "seed003-trn1-vs-p5.json", "seed004-trn3-vs-h200-inference.json",
          "seed001-decision-matrix-uncertainty.json"})
        saved.saveExample(name);
    ScenarioLibraryDialog dialog(saved.catalog.get());
    dialog.show();
    QApplication::processEvents();
    const QImage image = dialog.grab().toImage();
    EXPECT_EQ(image.width(), dialog.width());
    EXPECT_TRUE(dialog.view()->horizontalHeader()->sectionSize(0) > 200);
    const QString out = qEnvironmentVariable("ACCELDECIDE_SCREENSHOT_DIR");
    if (!out.isEmpty())
        image.save(QDir(out).filePath(QStringLiteral("scenario-library.png")));

    ScenarioLibraryDialog empty(nullptr);
    empty.show();
    QApplication::processEvents();
    if (!out.isEmpty())
        empty.grab().save(QDir(out).filePath(QStringLiteral("scenario-library-empty.png")));
}

} // namespace acceldecide::ui
