/**
 * Texts of the phone-first work (docs/product.md "Phone first"): the error screens that replace a blank page, the
 * offline banner, the install and update prompts, the compact filter bar, uploads with progress.
 */
export const phoneCopy = {
  /** A missing thread (404) and the way on from a missing profile. */
  threadNotFound: "このメッセージのやり取りは見つかりませんでした。",
  backToPosts: "依頼一覧へ",
  /** The title of the link around a request's photo, which opens it at full size. */
  openImage: "画像を原寸で開く",
  /** The route error screen (an error boundary per route). */
  routeError: {
    chunkTitle: "ページを読み込めませんでした",
    chunkBody:
      "通信が途切れたか、新しいバージョンが公開された可能性があります。再読み込みすると最新のページを表示します。",
    renderTitle: "ページを表示できませんでした",
    renderBody: "一時的な問題が起きました。もう一度試すか、ページを再読み込みしてください。",
    reload: "再読み込み",
    retry: "もう一度試す",
    home: "トップへ戻る",
  },
  /** The folded filter bar of a list on phones and its sheet. */
  filters: {
    open: "絞り込み",
    close: "閉じる",
  },
  /** The installable app: the update prompt and the offline page of the service worker. */
  pwa: {
    shortName: "たすけあい",
    updateAvailable: "新しいバージョンがあります",
    updateNow: "更新する",
    later: "あとで",
    offlinePageTitle: "オフラインです",
    offlinePageBody:
      "インターネットに接続されていないため、ページを表示できません。接続を確認してから再読み込みしてください。",
    offlinePageReload: "再読み込み",
  },
  /** 「近くの依頼」 without a location or a registered region: a prefecture picked and kept in this browser. */
  nearby: {
    deniedNoRegion: "位置情報の利用が許可されていません。都道府県を選ぶと、その地域の依頼を表示します。",
    unsupportedNoRegion:
      "お使いのブラウザでは位置情報を利用できません。都道府県を選ぶと、その地域の依頼を表示します。",
    picked: (region: string) => `選んだ都道府県（${region}）の依頼を表示しています`,
    pickLabel: "都道府県を選ぶ",
    pickNone: "選択してください",
  },
  offline: {
    banner: "オフラインです",
    detail: "接続が戻ると自動で最新の内容を読み込みます。",
    /** Shown with the banner while the answers on screen are the ones last seen (docs/decisions/028). */
    lastSeen: "前回表示した内容を表示しています。",
    /** A member page opened offline before the current user could be known (no last-seen copy). */
    memberPageUnavailable: "オフラインのため、このページを表示できません。接続が戻ると自動で読み込みます。",
    back: "オンラインに戻りました",
  },
  /** The upload progress of the post form: a bar with the percent sent and a cancel. */
  upload: {
    label: "画像を送信しています",
    percent: (percent: number) => `${percent}%`,
    cancel: "キャンセル",
    cancelled: "送信を取り消しました。入力内容はそのまま残っています。",
  },
} as const;
