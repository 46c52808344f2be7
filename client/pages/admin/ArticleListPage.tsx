/** Stub from the admin shell's first commit; its owner replaces it. */
export default function ArticleListPage() {
  return <h1 className="text-2xl font-bold text-gray-900">Articles</h1>;
}
