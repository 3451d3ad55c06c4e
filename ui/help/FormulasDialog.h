#pragma once

#include <QDialog>
#include <QString>

class QTextBrowser;

namespace acceldecide::ui {

// Help → Formulas: every formula the engine uses with a worked example from the seeds,
// from core's FormulaReference, the list the report's "Appendix B: Formulas" prints, so
// the help and the report never say different things.
class FormulasDialog : public QDialog
{
    Q_OBJECT

public:
    explicit FormulasDialog(QWidget *parent = nullptr);

    // The page as HTML (also what the tests read).
    static QString html();

private:
    QTextBrowser *m_browser;
};

} // namespace acceldecide::ui
