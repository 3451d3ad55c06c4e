#include "ui/help/FormulasDialog.h"

#include "core/report/FormulaReference.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace acceldecide::ui {

namespace {

QString escaped(const std::string &text)
{
    return QString::fromStdString(text).toHtmlEscaped();
}

} // namespace

FormulasDialog::FormulasDialog(QWidget *parent) : QDialog(parent), m_browser(new QTextBrowser(this))
{
    setWindowTitle(tr("Formulas"));
    m_browser->setOpenLinks(false);
    m_browser->setHtml(html());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(760, 680);
}

QString FormulasDialog::html()
{
    QString page = tr("<h2>Formulas</h2><p>Every figure AccelDecide computes follows one of "
                      "these formulas; each example is a seed article's worked example, "
                      "reproduced by the engine's tests. The PDF report prints the same list "
                      "as its formulas appendix.</p>");
    for (const Formula &formula : FormulaReference::all())
        page += QStringLiteral("<h3>%1</h3><p>%2</p><p><i>%3</i> %4</p>")
                    .arg(escaped(formula.name), escaped(formula.formula), tr("Example:"),
                         escaped(formula.example));
    return page;
}

} // namespace acceldecide::ui
