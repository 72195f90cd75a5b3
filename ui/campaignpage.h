#pragma once

#include <QWidget>

class QLabel;

namespace sw::ui {

// The centre of the main window while a campaign is open: which campaign this is, where its
// file lives, and what it holds.
class CampaignPage : public QWidget
{
    Q_OBJECT

public:
    explicit CampaignPage(QWidget *parent = nullptr);
    // Shows the campaign at `path` (schema `schemaVersion`); an empty path shows that none is open.
    void showCampaign(const QString &path, int schemaVersion);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_name = nullptr;
    QLabel *m_file = nullptr;
    QLabel *m_state = nullptr;
    QString m_path;
    int m_schemaVersion = 0;
};

} // namespace sw::ui
