// The user guide's shortcut table is a promise: every key it lists is bound in the main
// window exactly once (a key bound twice is ambiguous and Qt then triggers nothing).

#include "ui/MainWindow.h"
#include "ui/document/ScenarioDocument.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QRegularExpression>
#include <QShortcut>
#include <QTest>
#include <QUndoCommand>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

// The first column of docs/user-guide.md's "| Shortcut | Action |" table, split at " / ".
QList<QKeySequence> guideShortcuts()
{
    QFile file(QStringLiteral(ACCELDECIDE_SOURCE_DIR "/docs/user-guide.md"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    QList<QKeySequence> keys;
    bool inTable = false;
    for (const QString &line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (line.startsWith(QStringLiteral("| Shortcut |"))) {
            inTable = true;
            continue;
        }
        if (!inTable)
            continue;
        if (!line.startsWith(QLatin1Char('|')))
            break;
        const QString cell = line.section(QLatin1Char('|'), 1, 1).trimmed();
        if (cell.startsWith(QLatin1Char('-')))
            continue;
        for (const QString &key : cell.split(QStringLiteral(" / ")))
            keys << QKeySequence::fromString(key.trimmed(), QKeySequence::PortableText);
    }
    return keys;
}

int bindings(const MainWindow &window, const QKeySequence &key)
{
    int count = 0;
    for (const QAction *action : window.findChildren<QAction *>())
        count += int(action->shortcuts().count(key));
    for (const QShortcut *shortcut : window.findChildren<QShortcut *>())
        count += int(shortcut->keys().count(key));
    return count;
}

TEST(ShortcutTableTest, EveryDocumentedShortcutIsBoundExactlyOnce)
{
    const QList<QKeySequence> keys = guideShortcuts();
    ASSERT_EQ(keys.size(), 13); // the table as written: Ctrl+N, Ctrl+O, ... F5, Ctrl+Q
    MainWindow window;
    for (const QKeySequence &key : keys) {
        ASSERT_FALSE(key.isEmpty());
        EXPECT_EQ(bindings(window, key), 1) << key.toString().toStdString();
    }
}

class Counter : public QUndoCommand
{
public:
    explicit Counter(int &value) : m_value(value) {}
    void redo() override { ++m_value; }
    void undo() override { --m_value; }

private:
    int &m_value;
};

TEST(ShortcutTableTest, CtrlShiftZRedoes)
{
    MainWindow window;
    window.show();
    window.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    QUndoStack *stack = window.document()->undoStack();
    int value = 0;
    stack->push(new Counter(value));
    stack->undo();
    ASSERT_EQ(value, 0);
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_EQ(value, 1);
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(value, 0);
}

} // namespace
} // namespace acceldecide::ui
